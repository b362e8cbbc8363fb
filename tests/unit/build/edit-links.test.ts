import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { buildFixture, fixturesDir } from './build-fixture';

// "Edit this page" as a reader finds it in the built pages, with and without the repository setting
// (DOCS_REPOSITORY_URL), on two pages built with the site's own edit link option (tests/fixtures/edit-links).
const TIMEOUT = 240_000;
const REPOSITORY = 'https://github.com/example/moti-docs';
const siteDir = path.join(fixturesDir, 'edit-links');
const PAGES = { 'index.html': 'docs/intro.md', 'guides/animations/index.html': 'docs/guides/animations.mdx' };

/** The address of every "Edit this page" link of each built page, by page file. */
function editLinksOf(repository: string) {
  return buildFixture('edit-links', {
    env: { DOCS_REPOSITORY_URL: repository },
    inspect: async ({ code, output, outDir }) => {
      if (code !== 0) throw new Error(`the fixture did not build:\n${output}`);
      const pages = Object.keys(PAGES).map(async (file) => {
        const tree = unified().use(rehypeParse).parse(await readFile(path.join(outDir, file), 'utf8'));
        const links = selectAll('article a', tree).filter((link) => toText(link).trim() === 'Edit this page');
        return [file, links.map((link) => String(link.properties.href))] as const;
      });
      return Object.fromEntries(await Promise.all(pages));
    },
  });
}

describe.concurrent('Edit this page', () => {
  it(
    'opens the file that holds the page, in the repository the setting names',
    async () => {
      const links = await editLinksOf(REPOSITORY);
      for (const [page, source] of Object.entries(PAGES)) {
        expect(links[page], page).toEqual([`${REPOSITORY}/edit/main/${source}`]);
        expect(existsSync(path.join(siteDir, source)), source).toBe(true);
      }
    },
    TIMEOUT,
  );

  it(
    'is left out without the setting',
    async () => {
      const links = await editLinksOf('');
      for (const page of Object.keys(PAGES)) expect(links[page], page).toEqual([]);
    },
    TIMEOUT,
  );
});
