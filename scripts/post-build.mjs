// Steps that work on the finished build folder, in order, after `docusaurus build` has returned.
// They live here rather than in plugins because Docusaurus runs every plugin's postBuild at the same
// time: a step that must see the files other plugins write (sitemap, Markdown copies, search index)
// can only run once the build is over. Usage: node scripts/post-build.mjs [build folder]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { criticalCss } from './post-build/critical-css.mjs';
import { writeHostFiles } from './post-build/host-files.mjs';
import { processPages } from './post-build/pages.mjs';
import { precompressDirectory } from './post-build/precompress.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');

/** Each step takes the build folder and returns a one-line summary. Order matters: compression last. */
const STEPS = [
  // One read, parse and write per page; the policy then allows exactly the inline scripts it holds.
  // Critical CSS: a page paints without waiting for the whole stylesheet, which moves to the end of
  // <body> (on slow 4G, first paint about twice as soon on /installation).
  {
    name: 'pages',
    run: async (/** @type {string} */ dir) =>
      processPages(dir, [{ name: 'critical CSS', ...(await criticalCss(dir)) }]),
  },
  { name: 'host-files', run: writeHostFiles },
  // Brotli and gzip copies beside every text file: the Node server and nginx serve them as they are,
  // instead of compressing each answer again (or, for the Node server, not at all).
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
