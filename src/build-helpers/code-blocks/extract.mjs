// @ts-check
// What a ts or tsx code block of docs/ is, for the type check (scripts/check-code-blocks.mjs) and the
// build's highlighter alike, so that one reading decides which blocks are typed and how.
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import ts from 'typescript';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

export const CHECKED_LANGUAGES = new Set(['ts', 'tsx']);
// Next.js is not installed (its package and compiler binary weigh about 300 MB), so its samples cannot be checked.
const NOT_INSTALLED = /^next(\/|$)/;
// A sample that stands for a file of its own names it on its first line, as in `// app/page.tsx`.
const FILE_NAME_COMMENT = /^\/\/ ([\w.@/-]+\.[a-z]+)\s*$/;
// A block that shows an error on purpose names its codes first: `// @errors: 2322`.
const EXPECTED_ERRORS = /^\/\/ @errors: (\d+(?:[ ,]+\d+)*)\s*$/;

const markdown = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);

/**
 * @typedef {object} CodeBlock
 * @property {string} page path of the page, relative to the docs folder
 * @property {number} line 1-based line of the opening fence in the page
 * @property {number} indent columns of indentation of the fence (inside a list item, say)
 * @property {string} lang
 * @property {string} code
 * @property {string | undefined} fileName from a first-line comment such as `// app/page.tsx`
 * @property {'fragment' | 'imports next' | undefined} skip why the block is not checked, if it is not
 * @property {ReanimatedLine} reanimated the Reanimated line the block is checked against
 */

/** @typedef {3 | 4} ReanimatedLine */

// A block written for Reanimated 3 only says so in its meta (```tsx reanimated-3); every other
// block is checked against Reanimated 4, what readers install, and the page shows the line.
const LINE_WORDS = /** @type {const} */ ({ 'reanimated-3': 3 });
/** What the page shows above a block that is checked against another line than 4. */
export const LINE_TITLES = /** @type {const} */ ({ 3: 'Reanimated 3' });

/**
 * The words of a code block's meta, leaving out key=value pairs such as title="a fragment" and {1,3}.
 * @param {string | null | undefined} meta
 */
export function metaWords(meta) {
  return (meta ?? '')
    .replace(/[\w-]+=(?:"[^"]*"|'[^']*'|\S*)|\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * @param {string} code
 * @param {string | null | undefined} meta
 * @returns {CodeBlock['skip']}
 */
export function skipReason(code, meta) {
  if (metaWords(meta).includes('fragment')) return 'fragment';
  const imports = ts.preProcessFile(code).importedFiles.map((file) => file.fileName);
  return imports.some((name) => NOT_INSTALLED.test(name)) ? 'imports next' : undefined;
}

/**
 * The Reanimated line a block is written for, from its meta: 4 unless it says `reanimated-3`.
 * @param {string | null | undefined} meta
 * @returns {ReanimatedLine}
 */
export function reanimatedLineOf(meta) {
  const words = metaWords(meta);
  const marked = Object.entries(LINE_WORDS).find(([word]) => words.includes(word));
  return marked ? marked[1] : 4;
}

/**
 * The error codes a block shows on purpose, from its first line (`// @errors: 2322 2769`).
 * @param {string} code
 */
export function expectedErrors(code) {
  const match = code.split('\n', 1)[0].match(EXPECTED_ERRORS);
  return match ? match[1].split(/[ ,]+/).map(Number) : [];
}

/**
 * The file a sample stands for, from its first line (`// app/page.tsx`), if it names one.
 * @param {string} code
 */
export function fileNameOf(code) {
  return code.split('\n', 1)[0].match(FILE_NAME_COMMENT)?.[1];
}

/**
 * The ts and tsx code blocks of one Markdown or MDX page, found by the MDX parser Docusaurus uses.
 * @param {string} page
 * @param {string} text
 * @returns {CodeBlock[]}
 */
export function extractCodeBlocks(page, text) {
  /** @type {CodeBlock[]} */
  const blocks = [];
  visit(markdown.parse(text), 'code', (node) => {
    if (!node.lang || !CHECKED_LANGUAGES.has(node.lang) || !node.position) return;
    const { line, column } = node.position.start;
    blocks.push({
      page,
      line,
      indent: column - 1,
      lang: node.lang,
      code: node.value,
      fileName: fileNameOf(node.value),
      skip: skipReason(node.value, node.meta),
      reanimated: reanimatedLineOf(node.meta),
    });
  });
  return blocks;
}
