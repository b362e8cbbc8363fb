import path from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import {
  CHECKED_LANGUAGES,
  fileNameOf,
  LINE_TITLES,
  reanimatedLineOf,
  skipReason,
} from '../../build-helpers/code-blocks/extract.mjs';
import { blockTypesOnce, DOCS_DIR, SITE_DIR, TYPES_CACHE_DIR } from './shared-block-types';
import { highlightBlock } from './highlight';

const languageOf = (code: Element) =>
  ((code.properties.className as string[] | undefined) ?? [])
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);

/** The fenced block's `<code>`, when `node` is the `<pre>` of a fence. */
function fenceCode(node: Element): Element | undefined {
  if (node.tagName !== 'pre') return undefined;
  const [code, ...rest] = node.children.filter((child) => child.type === 'element');
  return code?.tagName === 'code' && rest.length === 0 ? code : undefined;
}

/** The meta with `label` in its title: the block's own title, if it has one, then the label. */
function withTitle(meta: string | undefined, label: string): string {
  const title = /\btitle=(["'])(.*?)\1/.exec(meta ?? '');
  if (!title) return `${meta ?? ''} title="${label}"`.trim();
  return meta!.replace(title[0], `title=${title[1]}${title[2]} (${label})${title[1]}`);
}

const textOf = (code: Element) => code.children.map((child) => (child.type === 'text' ? child.value : '')).join('');

/**
 * Highlights every fenced block of a docs page at build time, with Shiki: the theme's code block
 * gets the block's runs of colour as `tokens` (and `types`, `errors`), so no highlighter runs in the browser. A ts or
 * tsx block that the type check checks also gets its types, shown on hover and focus, from the
 * same program (src/build-helpers/code-blocks); a `fragment` or a sample importing `next` stays plain.
 */
export default function rehypeHighlightCode({
  root = SITE_DIR,
  docsDir = DOCS_DIR,
  typesDir = TYPES_CACHE_DIR,
}: { root?: string; docsDir?: string; /** Where the popups' files go. */ typesDir?: string } = {}) {
  return async (tree: Root, file: VFile) => {
    const page = file.path ? path.relative(docsDir, file.path) : '..';
    const onDocsPage = !page.startsWith('..') && !path.isAbsolute(page);
    const blocks: { code: Element; line: number }[] = [];
    visit(tree, 'element', (node) => {
      const code = fenceCode(node);
      if (code) blocks.push({ code, line: node.position?.start.line ?? 0 });
    });
    for (const { code, line } of blocks) {
      const lang = languageOf(code);
      const text = textOf(code).replace(/\n$/, '');
      const meta = code.properties.metastring as string | undefined;
      const typed =
        onDocsPage && lang !== undefined && CHECKED_LANGUAGES.has(lang) && !skipReason(text, meta) && line > 0;
      const reanimated = reanimatedLineOf(meta);
      const types = typed
        ? {
            result: blockTypesOnce(root, docsDir, reanimated).ofBlock({
              page,
              line,
              lang,
              code: text,
              fileName: fileNameOf(text),
            }),
            typesDir,
          }
        : undefined;
      // A block written for another line than 4 says which above its code, in the theme's title bar.
      if (reanimated !== 4) code.properties.metastring = withTitle(meta, LINE_TITLES[reanimated]);
      const { code: shown, ...highlighted } = await highlightBlock(text, lang, types);
      // The theme's code block receives these as props (src/theme/CodeBlock).
      Object.assign(code.properties, highlighted);
      code.children = [{ type: 'text', value: `${shown}\n` }];
    }
  };
}
