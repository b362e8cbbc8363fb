import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toText } from 'hast-util-to-text';
import { createHighlighter, type Highlighter } from 'shiki';
import {
  defaultHoverInfoProcessor,
  rendererRich,
  transformerTwoslash,
  type TwoslashShikiReturn,
} from '@shikijs/twoslash';
import { visit } from 'unist-util-visit';
import { motiShikiTheme } from '../../theme-code/shiki-theme';

/** The languages the docs fence; any other is shown as plain text. */
const LANGUAGES = ['tsx', 'ts', 'jsx', 'js', 'json', 'bash', 'diff'] as const;
const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', typescript: 'ts', javascript: 'js' };

let highlighter: Promise<Highlighter> | undefined;
const highlighterOnce = () => (highlighter ??= createHighlighter({ themes: [motiShikiTheme], langs: [...LANGUAGES] }));

/** The language Shiki highlights `lang` as, or undefined for plain text. */
export function shikiLanguage(lang: string | undefined): string | undefined {
  const name = lang && (ALIASES[lang] ?? lang);
  return name && (LANGUAGES as readonly string[]).includes(name) ? name : undefined;
}

const element = (tagName: string, className: string[], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: { className },
  children,
});

/**
 * Twoslash's rich renderer, made to fit a code line: the identifier first and its popup after it
 * (so that copying or reading the line meets the code first), the popup a tooltip, left out of the
 * Markdown copy.
 */
const typeRenderer = () =>
  rendererRich({
    jsdoc: true,
    processHoverInfo: (info) => shorten(defaultHoverInfoProcessor(info)),
    // The docs' first paragraph: the rest (examples, notes) is on the API pages.
    processHoverDocs: (docs) => docs.split(/\n\s*\n/, 1)[0],
    hast: {
      // Plain text: a type coloured token by token weighs ten times its text, in the HTML and the page's script.
      popupTypes: { children: (nodes) => [{ type: 'text', value: toText({ type: 'root', children: nodes }) }] },
      hoverCompose: ({ popup, token }) => {
        popup.properties = { ...popup.properties, role: 'tooltip', dataMarkdown: 'skip' };
        return [token, popup];
      },
    },
  });

// A type beyond these (a component's props, spelled out) ends with an ellipsis: every popup ships
// in the page's HTML and again in its script, and the full type is one click away on the API pages.
export const POPUP_LINES = 6;
export const POPUP_CHARACTERS = 400;

function shorten(info: string): string {
  const lines = info.split('\n');
  const kept = lines.length <= POPUP_LINES ? info : lines.slice(0, POPUP_LINES).join('\n');
  return kept.length <= POPUP_CHARACTERS && kept === info ? info : `${kept.slice(0, POPUP_CHARACTERS)} …`;
}

const classesOf = (node: Element): string[] => [
  ...((node.properties.className as string[] | undefined) ?? []),
  ...String(node.properties.class ?? '')
    .split(' ')
    .filter(Boolean),
];

/**
 * Valid, reachable markup: the renderer's `<div>`s and `<pre>`s (docs, error lines) become block
 * `<span>`s, since a `<code>` holds phrasing content only; each identifier with a type is focusable
 * and described by its popup, whose id is unique on the page through `idPrefix`.
 */
function finish(tree: Element, idPrefix: string) {
  let count = 0;
  visit(tree, 'element', (node) => {
    const classes = classesOf(node);
    delete node.properties.class;
    if (node.tagName === 'div' || node.tagName === 'pre') {
      classes.push(node.tagName === 'pre' ? 'code-block-pre' : 'code-block-part');
      node.tagName = 'span';
      delete node.properties.tabIndex;
      delete node.properties.tabindex;
    }
    if (classes.length > 0) node.properties.className = classes;
    else delete node.properties.className;
    if (!classes.includes('twoslash-hover')) return;
    const popup = node.children.find(
      (child): child is Element => child.type === 'element' && classesOf(child).includes('twoslash-popup-container'),
    );
    if (!popup) return;
    const id = `${idPrefix}-${++count}`;
    popup.properties.id = id;
    node.properties.tabIndex = 0;
    node.properties.ariaDescribedBy = [id];
  });
}

/**
 * The lines of a block as the theme's code block lays them out (`token-line` spans, each ending
 * in `<br>`), highlighted, with type popups when `types` is given. Returns the HTML of the lines,
 * to go inside the theme's `<code>`, and the code as shown (Twoslash's notes taken out).
 */
export async function highlightLines(
  code: string,
  lang: string | undefined,
  types?: { result: TwoslashShikiReturn; idPrefix: string },
): Promise<{ html: string; code: string }> {
  const shiki = await highlighterOnce();
  const language = shikiLanguage(lang) ?? 'text';
  const transformers = types
    ? [
        transformerTwoslash({
          langs: ['ts', 'tsx'],
          twoslasher: () => types.result,
          renderer: typeRenderer(),
          throws: true,
        }),
      ]
    : [];
  const tree = shiki.codeToHast(code, { lang: language, theme: motiShikiTheme.name!, transformers });
  const codeElement = (tree.children[0] as Element).children[0] as Element;
  if (types) finish(codeElement, types.idPrefix);
  const lines = codeElement.children.flatMap((child): ElementContent[] => {
    if (child.type !== 'element') return [];
    const classes = (child.properties.className as string[]) ?? [];
    if (classes.includes('line')) {
      return [
        element(
          'span',
          ['token-line'],
          [...child.children, { type: 'element', tagName: 'br', properties: {}, children: [] }],
        ),
      ];
    }
    return [child];
  });
  return { html: toHtml(lines), code: types ? types.result.code : code };
}
