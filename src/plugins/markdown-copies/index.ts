import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { docsCatalog, docsContent, type CatalogEntry } from '../../build-helpers/docs-catalog';
import { readBuiltPages, withinBuild } from '../../build-helpers/docs-catalog/built-pages';
import { llmsFullTxt, llmsTxt, type Page, type Site } from './llms-txt';
import { markdownPath } from './markdown-path.mjs';
import { articleToMarkdown } from './to-markdown';
import { MOTI_RELEASE } from '../../site-settings/moti-release';

// The one-paragraph summary of the llms.txt convention; the facts are the Installation page's.
const SUMMARY =
  'Moti is the universal animation library for React Native and the web, powered by Reanimated. ' +
  `These docs cover Moti ${MOTI_RELEASE} on Reanimated 3 and 4: installation,` +
  ' the animate and transition props, ' +
  'exit animations with AnimatePresence, the hooks, interactions, Skeleton, SVG, the web and Next.js, ' +
  'with worked examples.';

const DETAILS =
  'Each link below is a Markdown copy of a page, made from the built site, so it holds what a reader ' +
  'sees: tabs, examples and their code. `llms-full.txt` has every page in one file.';

/**
 * Writes a Markdown copy beside every doc page (`/a/b` → `a/b.md`, `/` → `index.md`), converted
 * from the built article rather than the MDX source, then `llms.txt` and `llms-full.txt`.
 */
export default function markdownCopies(context: LoadContext): Plugin {
  const { siteConfig } = context;
  let catalog: CatalogEntry[] = [];
  return {
    name: 'markdown-copies',
    allContentLoaded({ allContent }) {
      catalog = docsCatalog(docsContent(allContent));
    },
    async postBuild({ outDir }) {
      const origin = siteConfig.url.replace(/\/$/, '');
      const built = await readBuiltPages(outDir, catalog, siteConfig.baseUrl);
      const pages: Page[] = await Promise.all(
        built.map(async ({ entry, ...page }) => {
          const markdown = await articleToMarkdown(page, origin + entry.permalink);
          const file = path.join(outDir, markdownPath(withinBuild(entry.permalink, siteConfig.baseUrl)));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, markdown);
          return { ...entry, markdown };
        }),
      );
      const site: Site = {
        title: siteConfig.title,
        url: origin,
        summary: SUMMARY,
        details: DETAILS,
      };
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, catalog));
      await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, pages));
    },
  };
}
