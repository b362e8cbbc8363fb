// The builds of the site besides `npm run build`'s, each into its own folder, for the browser tests:
//   algolia  hosted Algolia search, with fake credentials (the one thing a deploy may switch)
// A variant shares the main build's generated files (.docusaurus/) and bundler cache: built after it,
// it recompiles only the modules its settings change (the search bar), not every page and code block,
// which made it a second cold build of several minutes beside the browser tests. So it must not run
// while `npm run build` does. The spec that needs one builds it itself when it is missing or older
// than build/ (in `npm test`, beside the other browser tests), so that it always matches the code
// under test.
// Usage: node scripts/variant-builds.mjs [variant…]   (all of them when none is named)
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

export const ALGOLIA = { appId: 'TESTAPP', apiKey: 'test-search-key', indexName: 'moti-test' };

/** @type {Record<string, Record<string, string>>} each variant's environment */
const VARIANTS = {
  algolia: {
    ALGOLIA_APP_ID: ALGOLIA.appId,
    ALGOLIA_SEARCH_API_KEY: ALGOLIA.apiKey,
    ALGOLIA_INDEX_NAME: ALGOLIA.indexName,
  },
};

// Paths from the repository root, where npm scripts and Playwright run (no import.meta: Playwright
// compiles this module for the tests).
const root = process.cwd();
/** @param {string} name */
export const variantDir = (name) => path.join(root, `build-${name}`);
const markerOf = (/** @type {string} */ name) => path.join(variantDir(name), '.built-for-tests.json');

/** True when the variant was built with today's settings after the main build (`mainBuildDir`). */
export function variantIsFresh(/** @type {string} */ name, mainBuildDir = path.join(root, 'build')) {
  const marker = markerOf(name);
  return (
    existsSync(marker) &&
    readFileSync(marker, 'utf8') === JSON.stringify(VARIANTS[name]) &&
    statSync(marker).mtimeMs >= statSync(path.join(mainBuildDir, 'index.html')).mtimeMs
  );
}

const run = promisify(execFile);

/** Builds one variant: Docusaurus, then the steps `npm run build` runs after it, in the same environment. */
export async function buildVariant(/** @type {string} */ name) {
  if (!(name in VARIANTS))
    throw new Error(`No build variant "${name}"; the variants are ${Object.keys(VARIANTS).join(', ')}.`);
  const env = { ...process.env, ...VARIANTS[name] };
  const options = { cwd: root, env, maxBuffer: 64 * 1024 * 1024 };
  const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const outputs = [
    await run(process.execPath, [docusaurus, 'build', '--out-dir', variantDir(name)], options),
    await run(process.execPath, [path.join(root, 'scripts/post-build.mjs'), variantDir(name)], options),
  ];
  writeFileSync(markerOf(name), JSON.stringify(VARIANTS[name]));
  return outputs.map(({ stdout, stderr }) => stdout + stderr).join('');
}

/** Builds the variants named (all when none is), at the same time; prints the end of each build's output. */
async function main(/** @type {string[]} */ names) {
  const results = await Promise.allSettled(names.map((name) => buildVariant(name)));
  results.forEach((result, index) => {
    console.log(`── build-${names[index]} ──`);
    if (result.status === 'fulfilled') console.log(result.value.trim().split('\n').slice(-4).join('\n'));
    else console.error(String(/** @type {Error & { stderr?: string }} */ (result.reason).stderr ?? result.reason));
  });
  process.exitCode = results.some((result) => result.status === 'rejected') ? 1 : 0;
}

// No top-level await: Playwright loads this module with require() for the tests.
if (process.argv[1]?.endsWith(path.join('scripts', 'variant-builds.mjs'))) {
  main(process.argv.length > 2 ? process.argv.slice(2) : Object.keys(VARIANTS));
}
