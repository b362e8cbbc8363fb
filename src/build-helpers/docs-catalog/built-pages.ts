import { readFile } from 'node:fs/promises';
import type { Element, Root } from 'hast';
import { select } from 'hast-util-select';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { builtHtmlPath, type CatalogEntry } from './index';

/** A built page as the plugins that read the build see it: the whole document and its doc article. */
export type ParsedPage = { tree: Root; article: Element };
export type BuiltPage = ParsedPage & { entry: CatalogEntry };

/**
 * Parses a built page. The article is the doc's Markdown content (`.theme-doc-markdown`, title
 * included, theme chrome around it left out), or the whole `<article>` on a page without one.
 */
export function parseBuiltPage(html: string): ParsedPage {
  const tree = unified().use(rehypeParse).parse(html);
  const article = select('article .theme-doc-markdown', tree) ?? select('article', tree);
  if (!article) throw new Error('the page has no <article>');
  return { tree, article };
}

/** The path of a permalink inside the build folder, without the site's base URL. */
export const withinBuild = (permalink: string, baseUrl: string) =>
  permalink.startsWith(baseUrl) ? `/${permalink.slice(baseUrl.length)}` : permalink;

/**
 * Reads and parses the built page of every catalog entry, in catalog order. Each caller gets trees
 * of its own, free to change them. A missing or article-less page stops the build, naming the page.
 */
export async function readBuiltPages(outDir: string, catalog: CatalogEntry[], baseUrl: string): Promise<BuiltPage[]> {
  return Promise.all(
    catalog.map(async (entry) => {
      try {
        const html = await readFile(builtHtmlPath(outDir, withinBuild(entry.permalink, baseUrl)), 'utf8');
        return { entry, ...parseBuiltPage(html) };
      } catch (cause) {
        throw new Error(`No readable built page for ${entry.permalink}`, { cause });
      }
    }),
  );
}
