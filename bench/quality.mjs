// `npm run bench:quality [-- --routes=/a,/b] [-- --runs=3] [-- --applied-runs=5] [-- --skip-build] [-- --cpu-slowdown=4]`
// The CPU slowdown is calibrated to the host before each page's runs (bench/lib/cpu-calibration.mjs);
// --cpu-slowdown=<factor> fixes it instead (4 is Lighthouse's own default).
// With --skip-build, `BUILD_DIR=<folder>` measures another build than `build/` (to compare two variants).
// Builds cold (caches cleared) and warm, serves the build with the production server, then per
// route: HTML, first-load JS and CSS (raw and gzip), the median of Lighthouse mobile runs in its
// default simulated mode, and on text pages the median of runs with slow 4G applied. Prints tables,
// writes bench/results/quality.json, and exits 1 when a budget of bench/lib/budgets.mjs is missed.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../server/static-server.mjs';
import { chromiumPath } from '../scripts/lib/chromium-path.mjs';
import { BUDGETS, PAINT_BUDGETS, missedBudgets } from './lib/budgets.mjs';
import { clearCaches, timedBuild } from './lib/cold-build.mjs';
import { TARGET_BENCHMARK_INDEX } from './lib/cpu-calibration.mjs';
import { runLighthouse } from './lib/lighthouse-runs.mjs';
import { buildReferenceSite, markdownCopyOf, serveReferenceSite } from './lib/reference-site.mjs';
import { measurePageBytes } from './lib/page-bytes.mjs';
import { sitemapPaths } from './lib/sitemap.mjs';
import { formatTable } from './lib/table.mjs';

const NOT_FOUND = '/this-page-does-not-exist';

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(option('runs') ?? 3);
const appliedRuns = Number(option('applied-runs') ?? PAINT_BUDGETS.applied.runs);
const onlyRoutes = option('routes')?.split(',').filter(Boolean);
const skipBuild = process.argv.includes('--skip-build');
const fixedSlowdown = option('cpu-slowdown');
const cpuSlowdown = fixedSlowdown === undefined ? 'calibrated' : Number(fixedSlowdown);
if (cpuSlowdown !== 'calibrated' && !(cpuSlowdown >= 1)) {
  console.error(`--cpu-slowdown takes a factor of 1 or more (4 is Lighthouse's default), not "${fixedSlowdown}".`);
  process.exit(1);
}

if (process.env.BUILD_DIR && !skipBuild) {
  console.error(
    'BUILD_DIR names a build to measure as it is: add --skip-build, or unset BUILD_DIR to build into build/.',
  );
  process.exit(1);
}
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

/** Header and rows of the first-paint table: each route measured, beside the reference's same route. */
function paintTable(routes) {
  const pair = (ours, theirs) => (ours === undefined ? '' : `${ours} / ${theirs ?? '–'}`);
  const rows = Object.entries(routes)
    .filter(([, r]) => r.lighthouse || r.applied)
    .map(([route, { kind, bytes, lighthouse: s, applied: a, reference: r }]) => [
      route,
      kind,
      kb(bytes.html.gzip),
      pair(s?.performance, r?.lighthouse?.performance),
      pair(s?.lcpMs, r?.lighthouse?.lcpMs),
      pair(s?.tbtMs, r?.lighthouse?.tbtMs),
      pair(a?.medianFcpMs, r?.applied?.medianFcpMs),
      pair(a?.medianLcpMs, r?.applied?.medianLcpMs),
      pair(a?.tbtMs, r?.applied?.tbtMs),
    ]);
  return [['route', 'kind', 'HTML gz', 'sim perf', 'sim LCP', 'sim TBT', '4G FCP', '4G LCP', '4G TBT'], rows];
}
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** The CPU slowdown of a page's runs and, when calibrated, the host index it came from. */
const slowdownNote = ({ cpuSlowdown, hostIndex }) =>
  `; CPU ${cpuSlowdown}x${hostIndex === null ? '' : ` (host index ${hostIndex})`}`;
/** Lowest and highest of the numbers, as "a–b" or "a". */
const span = (values) => {
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? `${low}` : `${low}–${high}`;
};
const started = Date.now();
const log = (message) => console.log(`[bench:quality ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

// 1. Build: cold first (what CI and a fresh clone pay), then warm (what the caches save).
let build = null;
if (!skipBuild) {
  log('clearing caches and building cold…');
  await clearCaches();
  const cold = await timedBuild();
  log('building again, warm…');
  const warm = await timedBuild();
  build = { cold, warm };
}

// 2. Serve the build as production does.
const server = await startServer({ buildDir, port: 0, host: '127.0.0.1' });
const baseUrl = `http://localhost:${server.address().port}`;
/** @type {{ baseUrl: string, close: () => void } | null} */
let reference = null;

try {
  // Every route of the build: the sitemap lists the pages, /search and the not-found page join them.
  const sitemapRoutes = await sitemapPaths(baseUrl);
  const searchBuilt = (await fetch(`${baseUrl}/search`)).status === 200;
  const allRoutes = [...new Set([...sitemapRoutes, ...(searchBuilt ? ['/search'] : []), NOT_FOUND])];

  // 3. Bytes, on every route: the framework floor is the smallest page of this same build.
  log(`measuring first-load bytes on ${allRoutes.length} routes…`);
  const bytes = await measurePageBytes({ baseUrl, buildDir, routes: allRoutes });
  const [floorRoute, floorBytes] = Object.entries(bytes).sort((a, b) => a[1].js.gzip - b[1].js.gzip)[0];
  // Text pages: the docs without a live example; /search and the not-found page are neither kind.
  const kindOf = (route) => {
    if (route === NOT_FOUND) return 'notFound';
    if (route === '/search') return 'page';
    return bytes[route].hasLiveExample ? 'example' : 'text';
  };

  // 4. Lighthouse, on the chosen routes and, in turn with each, the reference's same route (the same
  // text in a bare Docusaurus site; its not-found page for /search and ours): simulated everywhere,
  // applied slow 4G on text pages.
  const lighthouseRoutes = onlyRoutes ?? allRoutes;
  const textRoutes = lighthouseRoutes.filter((route) => kindOf(route) === 'text');
  const copiedRoutes = lighthouseRoutes.filter((route) => existsSync(path.join(buildDir, markdownCopyOf(route))));
  log(`building the reference site with the Markdown copies of ${copiedRoutes.length} routes…`);
  await buildReferenceSite({ siteBuildDir: buildDir, routes: copiedRoutes });
  reference = await serveReferenceSite();
  const referenceUrl = (route) => reference.baseUrl + (copiedRoutes.includes(route) ? route : NOT_FOUND);
  const inTurn = (routes) => [...new Set(routes.flatMap((route) => [baseUrl + route, referenceUrl(route)]))];
  const label = (url) =>
    url.startsWith(reference.baseUrl) ? `reference ${url.slice(reference.baseUrl.length)}` : url.slice(baseUrl.length);
  log(`Lighthouse simulated, ${runs} runs on each of ${lighthouseRoutes.length} routes and their references…`);
  const lighthouseByUrl = await runLighthouse({
    urls: inTurn(lighthouseRoutes),
    runs,
    chromePath: chromiumPath(),
    cpuSlowdown,
    onResult: (url, result) =>
      log(
        `${label(url)}: perf ${result.performance} (runs ${result.runs.join('/')}), LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms${slowdownNote(result)}`,
      ),
  });
  log(
    `Lighthouse applied slow 4G, ${appliedRuns} runs on each of ${textRoutes.length} text pages and their references…`,
  );
  const appliedByUrl = await runLighthouse({
    urls: inTurn(textRoutes),
    runs: appliedRuns,
    chromePath: chromiumPath(),
    throttlingMethod: 'devtools',
    cpuSlowdown,
    onResult: (url, result) =>
      log(
        `${label(url)}: applied FCP ${result.medianFcpMs} ms, LCP ${result.medianLcpMs} ms, TBT ${result.tbtMs} ms (medians)${slowdownNote(result)}`,
      ),
  });

  // 5. Report.
  const routes = {};
  const missed = [];
  for (const route of allRoutes) {
    const lighthouse = lighthouseByUrl[baseUrl + route] ?? null;
    const applied = appliedByUrl[baseUrl + route] ?? null;
    const referenceFigures = lighthouse
      ? {
          lighthouse: lighthouseByUrl[referenceUrl(route)] ?? null,
          applied: appliedByUrl[referenceUrl(route)] ?? null,
        }
      : null;
    routes[route] = { kind: kindOf(route), bytes: bytes[route], lighthouse, applied, reference: referenceFigures };
    missed.push(...missedBudgets(route, routes[route]));
  }
  const rows = allRoutes.map((route) => {
    const { bytes: b, lighthouse: l } = routes[route];
    const scores = l
      ? [l.performance, l.accessibility, l.bestPractices, l.seo, l.lcpMs, l.tbtMs, l.cls, l.benchmarkIndex]
      : Array(8).fill('');
    return [
      route + (b.hasLiveExample ? ' (live)' : ''),
      kb(b.js.raw),
      kb(b.js.gzip),
      kb(b.css.raw),
      kb(b.css.gzip),
      ...scores,
    ];
  });
  console.log('');
  console.log(
    formatTable(
      [
        'route',
        'JS KB',
        'JS gz',
        'CSS KB',
        'CSS gz',
        'perf',
        'a11y',
        'BP',
        'SEO',
        'LCP ms',
        'TBT ms',
        'CLS',
        'bench idx',
      ],
      rows,
    ),
  );
  console.log('');
  console.log(
    `First paint, both Lighthouse modes, ours / the reference's (budgets: ${JSON.stringify(PAINT_BUDGETS)}):`,
  );
  console.log(formatTable(...paintTable(routes)));
  for (const [mode, key, metric] of [
    ['simulated', 'lighthouse', 'lcpMs'],
    ['applied slow 4G', 'applied', 'medianLcpMs'],
  ]) {
    const measured = Object.entries(routes).filter(([, r]) => r.kind === 'text' && r[key]);
    if (measured.length === 0) continue;
    const [route, slowest] = measured.sort((a, b) => b[1][key][metric] - a[1][key][metric])[0];
    const phases = Object.entries(slowest[key].lcpPhases)
      .map(([phase, ms]) => `${phase} ${ms} ms`)
      .join(', ');
    console.log(`Slowest LCP, ${mode}: ${route}, ${slowest[key][metric]} ms: ${slowest[key].lcpElement}`);
    console.log(`  phases of its median run: ${phases}`);
  }
  console.log('');
  console.log(
    `Framework floor: ${kb(floorBytes.js.gzip)} KB gzip first-load JS on ${floorRoute} (smallest page of this build).`,
  );
  const pagesWithoutExamples = Object.values(bytes).filter((b) => !b.hasLiveExample);
  console.log(
    `Largest page without a live example: ${kb(Math.max(...pagesWithoutExamples.map((b) => b.js.gzip)))} KB gzip (budget ${BUDGETS.firstLoadJsGzipKB}).`,
  );
  if (build) {
    console.log(`Cold build: ${build.cold.wallSeconds} s, peak memory ${build.cold.peakMemoryMB ?? 'n/a'} MB.`);
    console.log(`Warm build: ${build.warm.wallSeconds} s, peak memory ${build.warm.peakMemoryMB ?? 'n/a'} MB.`);
  }
  console.log(`* ${NOT_FOUND} answers 404 by design: Lighthouse counts that status (SEO) and its console line (BP).`);
  if (!searchBuilt) console.log('/search is not built yet (404): left out of the table.');
  console.log(
    `Lighthouse: mobile preset, simulated median of ${runs} runs, applied median of ${appliedRuns}; ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}.`,
  );
  const measuredRuns = Object.values(routes).flatMap((r) => [r.lighthouse, r.applied].filter(Boolean));
  if (cpuSlowdown !== 'calibrated') {
    console.log(`CPU slowdown fixed at ${cpuSlowdown}x; the host's own index is the "bench idx" column.`);
  } else if (measuredRuns.length > 0) {
    console.log(
      `CPU slowdown calibrated before each page to a phone of benchmark index ${TARGET_BENCHMARK_INDEX}: ${span(
        measuredRuns.map((r) => r.cpuSlowdown),
      )}x, host index ${span(measuredRuns.map((r) => r.hostIndex))}.`,
    );
  }

  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadavg: os.loadavg() },
    options: {
      runs,
      appliedRuns,
      routes: onlyRoutes ?? 'all',
      skipBuild,
      cpuSlowdown,
      targetBenchmarkIndex: TARGET_BENCHMARK_INDEX,
    },
    build,
    floor: { route: floorRoute, jsGzip: floorBytes.js.gzip },
    budgets: BUDGETS,
    routes,
    missed,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/quality.json', `${JSON.stringify(result, null, 2)}\n`);
  log('wrote bench/results/quality.json');

  if (missed.length > 0) {
    console.log(`\n${missed.length} budget(s) missed:\n  ${missed.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery budget holds.');
  }
} finally {
  server.close();
  reference?.close();
}
