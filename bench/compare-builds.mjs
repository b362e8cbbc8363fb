// `npm run bench:compare -- --before=<checkout> [--after=<checkout>] [--routes=/a,/b] [--runs=3] [--applied-runs=5]`
// Two builds side by side, in one run on one machine, so that the load of the moment weighs on both
// alike: an earlier commit checked out with `git worktree add` and built there, against this one.
// Each checkout's own server serves its own `build/` (security headers and all, as it deployed them).
// Prints first-load JS per page type over every route of each build, then, route by route,
// Lighthouse mobile simulated (median of `runs`) and applied slow 4G (median of `applied-runs`), the
// two builds' runs alternating one at a time. Figures only: there is no budget here,
// `npm run bench:quality` keeps those.
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

/**
 * `count` Lighthouse runs of one route on each build, alternating one run at a time in the order
 * before, after, after, before…: a spell of load on the machine falls on both builds alike, where runs
 * in a block of one build would take it all. Each run's figures, by build.
 */
async function alternating(route, count, options) {
  const byBuild = { before: [], after: [] };
  for (let run = 0; run < count; run += 1) {
    for (const name of run % 2 === 0 ? ['before', 'after'] : ['after', 'before']) {
      const url = sites[name].baseUrl + route;
      const [result] = Object.values(
        await runLighthouse({ urls: [url], runs: 1, chromePath: chromiumPath(), ...options }),
      );
      byBuild[name].push(result);
    }
  }
  return byBuild;
}

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

  // 2. Lighthouse, each route on both builds, one run at a time (alternating).
  const paintRows = [];
  for (const route of routes) {
    const simulated = await alternating(route, runs, {});
    const applied = await alternating(route, appliedRuns, { throttlingMethod: 'devtools' });
    for (const name of Object.keys(sites)) {
      const sim = simulated[name];
      const app = applied[name];
      log(
        `${route} ${name}: simulated ${median(sim.map((r) => r.performance))} (${sim.map((r) => r.performance).join('/')}), applied LCP ${median(app.map((r) => r.medianLcpMs))} ms, TBT ${median(app.map((r) => r.tbtMs))} ms (${app.map((r) => r.tbtMs).join('/')})`,
      );
      paintRows.push([
        route,
        name,
        median(sim.map((r) => r.performance)),
        sim.map((r) => r.performance).join('/'),
        median(sim.map((r) => r.lcpMs)),
        median(sim.map((r) => r.tbtMs)),
        median(app.map((r) => r.medianFcpMs)),
        median(app.map((r) => r.medianLcpMs)),
        median(app.map((r) => r.tbtMs)),
        app.map((r) => r.tbtMs).join('/'),
        median(sim.map((r) => r.benchmarkIndex)),
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
