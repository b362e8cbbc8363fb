import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { docsCatalog, docsContent, type CatalogEntry } from '../../build-helpers/docs-catalog';
import { readBuiltPages } from '../../build-helpers/docs-catalog/built-pages';
import { pack } from '../../search/records/compact';
import { extractRecords } from '../../search/records/extract';
import { pageRole, type SearchRecord } from '../../search/records/types';
import { SEARCH_INDEX_PATH } from '../../search/constants';
import { hostedSettings } from '../../search/hosted-settings';

export type SearchIndexOptions = {
  /** Write the compact index that the browser searches (offline mode). */
  offline: boolean;
  /** Also write the records, in DocSearch's format, to this JSON file (`npm run search:records`). */
  recordsFile?: string;
};

// Pages outside the sidebar have no category; DocSearch's Docusaurus template uses this default lvl0.
const NO_CATEGORY = 'Documentation';

/** The records of every doc page, in sidebar order, read from the built HTML. */
async function buildRecords(outDir: string, catalog: CatalogEntry[], context: LoadContext): Promise<SearchRecord[]> {
  const origin = context.siteConfig.url.replace(/\/$/, '');
  const pages = await readBuiltPages(outDir, catalog, context.siteConfig.baseUrl);
  return pages.flatMap((page) =>
    extractRecords(page, {
      url: origin + page.entry.permalink,
      category: page.entry.category ?? NO_CATEGORY,
      title: page.entry.title,
      role: pageRole(page.entry.customProps?.searchRole),
    }),
  );
}

/** Where the hosted index's settings go, beside its records: `records.json` → `records.settings.json`. */
function settingsFileOf(recordsFile: string): string {
  return recordsFile.replace(/(\.json)?$/, '.settings.json');
}

/** Build-time search records: from the built pages to the offline index and the Algolia records. */
export default function searchIndexPlugin(options: SearchIndexOptions) {
  return (context: LoadContext): Plugin => {
    let catalog: CatalogEntry[] = [];
    return {
      name: 'search-index',
      allContentLoaded({ allContent }) {
        catalog = docsCatalog(docsContent(allContent));
      },
      async postBuild({ outDir }) {
        const records = await buildRecords(outDir, catalog, context);
        if (options.offline) {
          const index = pack(records, context.siteConfig.url.replace(/\/$/, ''));
          await writeFile(path.join(outDir, SEARCH_INDEX_PATH), JSON.stringify(index));
        }
        if (options.recordsFile) {
          await mkdir(path.dirname(options.recordsFile), { recursive: true });
          await writeFile(options.recordsFile, `${JSON.stringify(records, null, 2)}\n`);
          const settingsFile = settingsFileOf(options.recordsFile);
          await writeFile(settingsFile, `${JSON.stringify(hostedSettings(records), null, 2)}\n`);
          console.log(`[search-index] hosted index settings and synonyms in ${settingsFile}`);
        }
      },
    };
  };
}
