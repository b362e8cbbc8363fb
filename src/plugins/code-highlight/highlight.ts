import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent } from 'hast';
import { createHighlighter, type Highlighter } from 'shiki';
import {
  defaultHoverInfoProcessor,
  transformerTwoslash,
  type TwoslashRenderer,
  type TwoslashShikiReturn,
} from '@shikijs/twoslash';
import { motiShikiTheme } from '../../theme-code/shiki-theme';
import { encodeTokens } from './encode-tokens';

/** The languages the docs fence; any other is shown as plain text. */
const LANGUAGES = ['tsx', 'ts', 'jsx', 'js', 'json', 'bash', 'diff'] as const;
const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', typescript: 'ts', javascript: 'js' };

let highlighter: Promise<Highlighter> | undefined;
const highlighterOnce = () => (highlighter ??= createHighlighter({ themes: [motiShikiTheme], langs: [...LANGUAGES] }));

/** The language Shiki highlights `lang` as, or undefined for plain text. */
function shikiLanguage(lang: string | undefined): string | undefined {
  const name = lang && (ALIASES[lang] ?? lang);
  return name && (LANGUAGES as readonly string[]).includes(name) ? name : undefined;
}

/** A popup: the name's type as the compiler prints it, and the first paragraph of its docs. */
export type Popup = [type: string, docs?: string];

/** What a code block of a page carries: its code, its colours, and where its popups are. */
export type HighlightedBlock = {
  /** The code as shown (a `// @errors:` note taken out). */
  code: string;
  /** Its runs of colour, see encode-tokens.ts. */
  tokens: string;
  /** The hash that names the file of its names' popups (`<hash>.json`), when it has typed names. */
  types?: string;
  /** JSON of `[line, message]` of the errors it shows on purpose, when it shows some. */
  errors?: string;
};

// A popup is read at a glance: a type beyond these (a component's props, spelled out) ends with an
// ellipsis, and the full type is on the API pages.
const POPUP_LINES = 6;
const POPUP_CHARACTERS = 400;

function shorten(info: string): string {
  const lines = info.split('\n');
  const kept = lines.length <= POPUP_LINES ? info : lines.slice(0, POPUP_LINES).join('\n');
  return kept.length <= POPUP_CHARACTERS && kept === info ? info : `${kept.slice(0, POPUP_CHARACTERS)} …`;
}

const wrap = (node: Element | ElementContent, properties: Element['properties']): Element => ({
  type: 'element',
  tagName: 'span',
  properties,
  children: [node as ElementContent],
});

/**
 * Twoslash's renderer, told to mark rather than draw: a typed name is wrapped with the index of its
 * popup, which goes to a list of its own (the page fetches it on a reader's first intent, so neither
 * the HTML nor the page's script carries it); an error's message becomes a line of its own.
 */
function markingRenderer(popups: Popup[]): TwoslashRenderer {
  return {
    nodeStaticInfo(info, node) {
      const docs = info.docs?.split(/\n\s*\n/, 1)[0];
      popups.push(
        docs ? [shorten(defaultHoverInfoProcessor(info.text)), docs] : [shorten(defaultHoverInfoProcessor(info.text))],
      );
      return wrap(node, { dataPopup: popups.length - 1 });
    },
    nodeError: (_error, node) => wrap(node, { dataError: '' }),
    lineError: (error) => [
      {
        type: 'element',
        tagName: 'span',
        properties: { dataErrorLine: '' },
        children: [{ type: 'text', value: error.text }],
      },
    ],
  };
}

/** Writes a block's popups once, to `<hash>.json` (the hash of its content), and returns the hash. */
function storePopups(popups: Popup[], typesDir: string): string {
  const json = JSON.stringify(popups);
  const name = createHash('sha256').update(json).digest('hex').slice(0, 16);
  const file = path.join(typesDir, `${name}.json`);
  if (!existsSync(file)) {
    mkdirSync(typesDir, { recursive: true });
    writeFileSync(file, json);
  }
  return name;
}

const answers = new Map<string, Promise<HighlightedBlock>>();

/**
 * A block highlighted by Shiki, with the popups of its names when `types` (from block-types.ts) is
 * given. The same block asked twice (the client and the server bundle both compile a page) is
 * highlighted once.
 */
export function highlightBlock(
  code: string,
  lang: string | undefined,
  types?: { result: TwoslashShikiReturn; typesDir: string },
): Promise<HighlightedBlock> {
  const key = `${lang}\0${types ? types.typesDir : ''}\0${code}`;
  if (!answers.has(key)) answers.set(key, highlight(code, lang, types));
  return answers.get(key)!;
}

async function highlight(
  code: string,
  lang: string | undefined,
  types?: { result: TwoslashShikiReturn; typesDir: string },
): Promise<HighlightedBlock> {
  const shiki = await highlighterOnce();
  const popups: Popup[] = [];
  const transformers = types
    ? [
        transformerTwoslash({
          langs: ['ts', 'tsx'],
          twoslasher: () => types.result,
          renderer: markingRenderer(popups),
          throws: true,
        }),
      ]
    : [];
  const tree = shiki.codeToHast(code, {
    lang: shikiLanguage(lang) ?? 'text',
    theme: motiShikiTheme.name!,
    // No time limit: a line whose tokenizing took longer (the first, while the grammar compiles on a
    // busy machine) would otherwise end in one token of one colour, and the build's output would vary.
    tokenizeTimeLimit: 0,
    transformers,
  });
  const codeElement = (tree.children[0] as Element).children[0] as Element;
  const { tokens, errors, popupOrder } = encodeTokens(codeElement);
  const shown = types ? types.result.code : code;
  const inOrder = popupOrder.map((index) => popups[index]);
  return {
    code: shown,
    tokens,
    ...(inOrder.length > 0 && types ? { types: storePopups(inOrder, types.typesDir) } : {}),
    ...(errors.length > 0 ? { errors: JSON.stringify(errors) } : {}),
  };
}
