// Steps that work on the finished build folder, in order, after `docusaurus build` has returned.
// They live here rather than in plugins because Docusaurus runs every plugin's postBuild at the same
// time: a step that must see the files other plugins write (sitemap, Markdown copies, search index)
// can only run once the build is over. Usage: node scripts/post-build.mjs [build folder]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { inlineCriticalCss } from './post-build/critical-css.mjs';
import { writeHostFiles } from './post-build/host-files.mjs';
import { precompressDirectory } from './post-build/precompress.mjs';
import { loadAfterFirstPaintEverywhere } from './post-build/after-first-paint.mjs';
import { hashInlineScripts } from './post-build/content-security-policy.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');

/** Each step takes the build folder and returns a one-line summary. Order matters: compression last. */
const STEPS = [
  {
    name: 'critical CSS',
    run: async (/** @type {string} */ dir) => {
      const { pages, largestGzip } = await inlineCriticalCss(dir);
      return `${pages} pages, largest inlined CSS ${(largestGzip / 1024).toFixed(1)} KB gzip`;
    },
  },
  {
    name: 'after first paint',
    run: async (/** @type {string} */ dir) => `${await loadAfterFirstPaintEverywhere(dir)} pages`,
  },
  // Once no step changes the HTML any more: the policy allows exactly the inline scripts it holds.
  { name: 'inline script hashes', run: hashInlineScripts },
  { name: 'host-files', run: writeHostFiles },
  {
    name: 'precompress',
    run: async (/** @type {string} */ dir) => `${await precompressDirectory(dir)} files as .br and .gz`,
  },
];

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No built site in ${buildDir}: run \`docusaurus build\` first.`);
  process.exit(1);
}
for (const step of STEPS) {
  const started = Date.now();
  const summary = await step.run(buildDir);
  console.log(`[post-build] ${step.name}: ${summary} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
