import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { buildFixture, fixturesDir } from './build-fixture';

// The doc footer as a reader finds it in the built pages, with and without the repository setting
// (DOCS_REPOSITORY_URL), on two pages built with the site's own footer options (tests/fixtures/doc-footer).
const TIMEOUT = 240_000;
const REPOSITORY = 'https://github.com/example/moti-docs';
const siteDir = path.join(fixturesDir, 'doc-footer');
const PAGES = { 'index.html': 'docs/intro.md', 'guides/animations/index.html': 'docs/guides/animations.mdx' };

/** The time of the last commit of a file, as the date's `datetime` gives it. */
const lastCommit = (file: string) =>
  new Date(Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', file], { cwd: siteDir, encoding: 'utf8' }).trim()) * 1000).toISOString();

/** Each built page's "Edit this page" addresses and last-updated dates, by page file. */
function footersOf(repository: string) {
  return buildFixture('doc-footer', {
    env: { DOCS_REPOSITORY_URL: repository },
    inspect: async ({ code, output, outDir }) => {
      if (code !== 0) throw new Error(`the fixture did not build:\n${output}`);
      const pages = Object.keys(PAGES).map(async (file) => {
        const tree = unified().use(rehypeParse).parse(await readFile(path.join(outDir, file), 'utf8'));
        const links = selectAll('article a', tree).filter((link) => toText(link).trim() === 'Edit this page');
        const dates = selectAll('article time', tree).map((time) => String(time.properties.dateTime));
        return [file, { edit: links.map((link) => String(link.properties.href)), dates }] as const;
      });
      return Object.fromEntries(await Promise.all(pages));
    },
  });
}

describe.concurrent('the doc footer', () => {
  it(
    '"Edit this page" opens the file that holds the page, in the repository the setting names; the date is its last commit\'s',
    async () => {
      const footers = await footersOf(REPOSITORY);
      for (const [page, source] of Object.entries(PAGES)) {
        expect(footers[page].edit, page).toEqual([`${REPOSITORY}/edit/main/${source}`]);
        expect(existsSync(path.join(siteDir, source)), source).toBe(true);
        expect(footers[page].dates, page).toEqual([lastCommit(source)]);
      }
    },
    TIMEOUT,
  );

  it(
    '"Edit this page" is left out without the setting',
    async () => {
      const footers = await footersOf('');
      for (const page of Object.keys(PAGES)) expect(footers[page].edit, page).toEqual([]);
    },
    TIMEOUT,
  );
});
