import type { Element, ElementContent } from 'hast';
import { TOKEN_KINDS } from '../../theme-code/token-kinds';

const LETTER_OF = new Map(Object.entries(TOKEN_KINDS).map(([letter, kind]) => [kind as string, letter]));

/** A block's colours as the page carries them, and the messages of the errors it shows on purpose. */
export type EncodedBlock = {
  /**
   * One group per line, `,` between lines. The browser cuts a line into segments (a word, a
   * punctuation character, or white space, as SEGMENT says) and each run names the kind of the
   * next segments: its kind's letter (upper case for a name with a type, `~` before it for code
   * under an error), then how many segments, when more than one. White space counts for nothing:
   * it goes with the run after it. `kpAp` is `import { MotiView }`.
   */
  tokens: string;
  /** `[line, message]` of each error shown under a line, by the line's index. */
  errors: [number, string][];
  /** The index of each typed name's popup, in the order the names come. */
  popupOrder: number[];
};

/** How the browser cuts a line (src/theme/CodeBlock/Content/lines-html.ts cuts with the same expression). */
const SEGMENT = /\s+|[\w$]+|[^\s\w$]/g;

type Run = { letter: string; length: number; popup?: number; error: boolean };

const letterOfStyle = (style: unknown) => {
  const kind = String(style ?? '').match(/var\(--code-([\w-]+)\)/)?.[1];
  return (kind && LETTER_OF.get(kind)) ?? 'a';
};

/** The runs of one line's hast: a text node's kind is its nearest coloured span's. */
function runsOf(nodes: ElementContent[], letter: string, error: boolean, popup?: number): Run[] {
  return nodes.flatMap((node): Run[] => {
    if (node.type === 'text') return node.value ? [{ letter, length: node.value.length, popup, error }] : [];
    if (node.type !== 'element') return [];
    const props = node.properties;
    const own = props.style === undefined ? letter : letterOfStyle(props.style);
    const named = props.dataPopup === undefined ? popup : Number(props.dataPopup);
    const runs = runsOf(node.children, own, error || props.dataError !== undefined, named);
    // A typed name is one run, whatever tokens the highlighter split it into.
    if (named !== undefined && popup === undefined && runs.length > 1)
      return [{ ...runs[0], length: runs.reduce((sum, run) => sum + run.length, 0) }];
    return runs;
  });
}

type SegmentRun = { letter: string; count: number; popup?: number; error: boolean };

const encodeRun = ({ letter, count, popup, error }: SegmentRun) =>
  `${error ? '~' : ''}${popup === undefined ? letter : letter.toUpperCase()}${count > 1 ? count : ''}`;

/**
 * A line's runs over segments instead of characters: a segment takes the kind of its first
 * character (the highlighter ends its tokens where segments end, in every block of the docs), and
 * neighbouring segments of one kind, none typed, make one run.
 */
function segmentRuns(nodes: ElementContent[]): SegmentRun[] {
  const chars: Run[] = runsOf(nodes, 'a', false).flatMap((run) => Array.from({ length: run.length }, () => run));
  const text = nodes
    .map(function textOf(node): string {
      return node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';
    })
    .join('');
  const runs: SegmentRun[] = [];
  for (const match of text.matchAll(SEGMENT)) {
    if (!match[0].trim()) continue;
    const { letter, popup, error } = chars[match.index];
    const last = runs.at(-1);
    if (last && popup === undefined && last.popup === undefined && last.letter === letter && last.error === error)
      last.count += 1;
    else runs.push({ letter, count: 1, popup, error });
  }
  return runs;
}

// Shiki writes `class` as a string; hast's own utilities write `className` as a list.
const hasClass = (node: Element, name: string) =>
  [node.properties.class, node.properties.className].flat().join(' ').split(' ').includes(name);

/** The compact form of Shiki's `<code>` element (its `.line` spans, and error lines between them). */
export function encodeTokens(code: Element): EncodedBlock {
  const lines: string[] = [];
  const errors: [number, string][] = [];
  const popupOrder: number[] = [];
  for (const child of code.children) {
    if (child.type !== 'element') continue;
    if (child.properties.dataErrorLine !== undefined) {
      const text = child.children.map((node) => (node.type === 'text' ? node.value : '')).join('');
      errors.push([lines.length - 1, text]);
      continue;
    }
    if (!hasClass(child, 'line')) continue;
    const runs = segmentRuns(child.children);
    for (const run of runs) if (run.popup !== undefined) popupOrder.push(run.popup);
    lines.push(runs.map((run) => encodeRun(run)).join(''));
  }
  return { tokens: lines.join(','), errors, popupOrder };
}
