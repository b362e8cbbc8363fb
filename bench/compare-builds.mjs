// `npm run bench:compare -- --before=<checkout> [--after=<checkout>] [--routes=/a,/b] [--runs=3] [--applied-runs=5]`
// Two builds side by side, in one run on one machine, so that the load of the moment weighs on both
// alike: an earlier commit checked out with `git worktree add` and built there, against this one.
// Each checkout's own server serves its own `build/` (security headers and all, as it deployed them).
// Prints first-load JS per page type over every route of each build, then, route by route and build
// by build in turn, Lighthouse mobile simulated (median of `runs`) and applied slow 4G (median of
// `applied-runs`). Figures only: there is no budget here, `npm run bench:quality` keeps those.
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumPath } from '../scripts/lib/chromium-path.mjs';
import { runLighthouse } from './lib/lighthouse-runs.mjs';
import { measurePageBytes } from './lib/page-bytes.mjs';
import { sitemapPaths } from './lib/sitemap.mjs';
import { formatTable } from './lib/table.mjs';

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(option('runs') ?? 3);
const appliedRuns = Number(option('applied-runs') ?? 5);
const routes = (option('routes') ?? '/installation,/troubleshooting,/web,/api/motify,/reanimated').split(',');
if (!option('before')) {
  console.error('Name the checkout to compare with: --before=<folder holding build/ and server/>.');
  process.exit(1);
}
const checkouts = { before: path.resolve(option('before')), after: path.resolve(option('after') ?? '.') };

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const started = Date.now();
const log = (message) => console.log(`[compare ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

/** Starts the checkout's own production server on its own build. */
async function serve(checkout) {
  const { startServer } = await import(pathToFileURL(path.join(checkout, 'server/static-server.mjs')).href);
  const buildDir = path.join(checkout, 'build');
  const server = await startServer({ buildDir, port: 0, host: '127.0.0.1' });
  return { server, buildDir, baseUrl: `http://localhost:${server.address().port}` };
}

const sites = { before: await serve(checkouts.before), after: await serve(checkouts.after) };
try {
  // 1. First-load JS per page type, over every page each sitemap lists.
  const bytesRows = [];
  for (const [name, { baseUrl, buildDir }] of Object.entries(sites)) {
    const pages = await sitemapPaths(baseUrl);
    log(`${name}: first-load bytes of ${pages.length} pages…`);
    const bytes = await measurePageBytes({ baseUrl, buildDir, routes: [...pages, '/search'] });
    const kinds = { text: [], example: [], search: [] };
    for (const [route, b] of Object.entries(bytes)) {
      kinds[route === '/search' ? 'search' : b.hasLiveExample ? 'example' : 'text'].push(b.js.gzip);
    }
    for (const [kind, sizes] of Object.entries(kinds)) {
      bytesRows.push([name, kind, sizes.length, kb(Math.min(...sizes)), kb(median(sizes)), kb(Math.max(...sizes))]);
    }
  }

  // 2. Lighthouse, each route on both builds in turn.
  const paintRows = [];
  for (const route of routes) {
    for (const [name, { baseUrl }] of Object.entries(sites)) {
      const url = baseUrl + route;
      const [simulated] = Object.values(await runLighthouse({ urls: [url], runs, chromePath: chromiumPath() }));
      const [applied] = Object.values(
        await runLighthouse({
          urls: [url],
          runs: appliedRuns,
          chromePath: chromiumPath(),
          throttlingMethod: 'devtools',
        }),
      );
      log(
        `${route} ${name}: simulated ${simulated.performance} (${simulated.runs.join('/')}), applied LCP ${applied.medianLcpMs} ms, TBT ${applied.tbtMs} ms (${applied.tbtRuns.join('/')})`,
      );
      paintRows.push([
        route,
        name,
        simulated.performance,
        simulated.runs.join('/'),
        simulated.lcpMs,
        simulated.tbtMs,
        applied.medianFcpMs,
        applied.medianLcpMs,
        applied.tbtMs,
        applied.tbtRuns.join('/'),
        simulated.benchmarkIndex,
      ]);
    }
  }

  console.log('');
  console.log('First-load JS, KB gzip, per page type:');
  console.log(formatTable(['build', 'pages', 'count', 'min', 'median', 'max'], bytesRows));
  console.log('');
  console.log(`Lighthouse mobile: simulated median of ${runs}, applied slow 4G and 4x CPU median of ${appliedRuns}:`);
  console.log(
    formatTable(
      [
        'route',
        'build',
        'sim perf',
        'sim runs',
        'sim LCP',
        'sim TBT',
        '4G FCP',
        '4G LCP',
        '4G TBT',
        '4G TBT runs',
        'bench idx',
      ],
      paintRows,
    ),
  );
  console.log(`before: ${checkouts.before}, after: ${checkouts.after}`);
  // Lighthouse's own gauge of the machine: a slower one inflates TBT for both builds alike.
  console.log(
    `${os.cpus().length} CPUs (${os.cpus()[0]?.model}), load ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  for (const { server } of Object.values(sites)) server.close();
}
