// The site built for hosted Algolia (fake credentials) into build-algolia/, for the browser tests of
// the hosted search bar. `npm test` builds it beside the HTML check; the search spec builds it itself
// when it is missing or older than build/ (run alone, say), so that it always matches the code under test.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ALGOLIA = { appId: 'TESTAPP', apiKey: 'test-search-key', indexName: 'moti-test' };

// Paths from the repository root, where npm scripts and Playwright run (no import.meta: Playwright
// compiles this module for the tests).
const root = process.cwd();
export const hostedBuildDir = path.join(root, 'build-algolia');
const marker = path.join(hostedBuildDir, '.built-for-tests.json');

/** True when build-algolia/ was made with these credentials after the main build (`mainBuildDir`). */
export function hostedBuildIsFresh(mainBuildDir = path.join(root, 'build')) {
  return (
    existsSync(marker) &&
    readFileSync(marker, 'utf8') === JSON.stringify(ALGOLIA) &&
    statSync(marker).mtimeMs >= statSync(path.join(mainBuildDir, 'index.html')).mtimeMs
  );
}

export function buildHostedSearch({ quiet = false } = {}) {
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', hostedBuildDir],
    {
      cwd: root,
      stdio: quiet ? 'ignore' : 'inherit',
      env: {
        ...process.env,
        ALGOLIA_APP_ID: ALGOLIA.appId,
        ALGOLIA_SEARCH_API_KEY: ALGOLIA.apiKey,
        ALGOLIA_INDEX_NAME: ALGOLIA.indexName,
      },
    },
  );
  // The steps `npm run build` runs after Docusaurus, the inline script hashes of the policy among them.
  execFileSync(process.execPath, [path.join(root, 'scripts/post-build.mjs'), hostedBuildDir], {
    cwd: root,
    stdio: quiet ? 'ignore' : 'inherit',
  });
  writeFileSync(marker, JSON.stringify(ALGOLIA));
}

if (process.argv[1]?.endsWith(path.join('scripts', 'build-hosted-search.mjs'))) buildHostedSearch();
