// Recipes are read from the pages themselves, with the MDX parser Docusaurus uses (as
// scripts/check-code-blocks.mjs reads the typed samples), so that a test runs what a reader copies.
import fs from 'node:fs';
import path from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

export const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const markdown = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);

export interface Recipe {
  /** The route, for messages: `/web`. */
  route: string;
  lang: string;
  code: string;
  line: number;
}

/** Every code block of a page, in order. */
export function pageBlocks(route: string): Recipe[] {
  const file = path.join(repositoryRoot, 'docs', `${route.slice(1)}.mdx`);
  const blocks: Recipe[] = [];
  visit(markdown.parse(fs.readFileSync(file, 'utf8')), 'code', (node) => {
    blocks.push({ route, lang: node.lang ?? '', code: node.value, line: node.position?.start.line ?? 0 });
  });
  return blocks;
}

/**
 * The block of `route` whose first line is `firstLine` exactly, such as `// webpack.config.js` or
 * `// babel.config.js, Reanimated 4`. It throws, naming the page, when the page no longer has it.
 */
export function recipe(route: string, firstLine: string): Recipe {
  const found = pageBlocks(route).filter((block) => block.code.split('\n', 1)[0].trim() === firstLine);
  if (found.length !== 1) {
    throw new Error(`${route}: expected one code block starting "${firstLine}", found ${found.length}`);
  }
  return found[0];
}

/** The block of `route` whose text starts with `start`, for command blocks that name no file. */
export function commandBlock(route: string, start: string): Recipe {
  const found = pageBlocks(route).filter((block) => block.lang === 'bash' && block.code.startsWith(start));
  if (found.length !== 1) {
    throw new Error(`${route}: expected one command block starting "${start}", found ${found.length}`);
  }
  return found[0];
}
