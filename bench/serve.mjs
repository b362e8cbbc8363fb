// `npm run bench:serve`: the production server (server/static-server.mjs) under load on loopback.
// 100 connections for a bounded time on a mix of pages, assets, the search index (when the build
// has one) and unknown paths. Prints req/s, latency p50/p99 and errors; exits non-zero on any
// error, timeout or 5xx, or when a path does not answer with its expected status.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No built site in ${buildDir}. Run \`npm run build\` first.`);
  process.exit(1);
}

/** Every file under `dir`, as URL paths of the site. */
function walk(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name), `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
  );
}

function requestMix() {
  const files = walk(buildDir);
  const pages = files
    .filter((file) => file.endsWith('/index.html'))
    .map((file) => file.slice(0, -'index.html'.length).replace(/(.)\/$/, '$1'));
  const assets = files.filter((file) => /^\/assets\/(js|css)\/[^/]+\.(js|css)$/.test(file)).slice(0, 12);
  const searchIndex = files.filter(
    (file) => /search/i.test(path.basename(file)) && /\.(json|js)$/.test(file) && !file.startsWith('/assets/js/'),
  );
  // Markdown copies and llms.txt (served as text), when the build has them.
  const texts = files.filter((file) => /\.(md|txt)$/.test(file)).slice(0, 8);
  const unknown = ['/no-such-page', '/api/no-such-api', '/assets/js/no-such-chunk.js', '/%2e%2e/%2e%2e/etc/passwd'];
  const aliases = ['/installation.html', '/api/props/index.html'];
  // [paths, expected status, one request in every `every` rounds]: mostly pages and assets.
  const classes = [
    [pages, 200, 1],
    [assets, 200, 1],
    [searchIndex, 200, 2],
    [texts, 200, 4],
    [unknown, 404, 4],
    [aliases, 301, 8],
  ].filter(([paths]) => paths.length);
  // Each connection walks the list from its start: interleave, so that any stretch is a mix.
  const rounds = Math.max(...classes.map(([paths, , every]) => paths.length * every));
  const expected = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [paths, status, every] of classes) {
      if (round % every === 0) expected.push([paths[(round / every) % paths.length], status]);
    }
  }
  return {
    expected,
    counts: {
      pages: pages.length,
      assets: assets.length,
      searchIndex: searchIndex.length,
      texts: texts.length,
      unknown: unknown.length,
      aliases: aliases.length,
    },
  };
}

/** The server runs in its own process, so the load tool does not share its event loop. */
function startServerProcess() {
  const serverModule = pathToFileURL(path.join(root, 'server/static-server.mjs')).href;
  const code = `
    import { startServer } from ${JSON.stringify(serverModule)};
    const server = await startServer({ buildDir: ${JSON.stringify(buildDir)}, port: 0, host: '127.0.0.1' });
    console.log('PORT ' + server.address().port);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = /PORT (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code}`)));
  });
  return { child, port };
}

async function preflight(origin, expected) {
  const wrong = [];
  for (const [urlPath, status] of expected) {
    const response = await fetch(origin + urlPath, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== status) wrong.push(`${urlPath}: ${response.status}, expected ${status}`);
  }
  return wrong;
}

const { child, port: portPromise } = startServerProcess();
let failed = false;
try {
  const port = await portPromise;
  const origin = `http://127.0.0.1:${port}`;
  const { expected, counts } = requestMix();
  const wrong = await preflight(origin, expected);
  if (wrong.length) {
    failed = true;
    console.error(`Paths with an unexpected status:\n  ${wrong.join('\n  ')}`);
  }

  const result = await autocannon({
    url: origin,
    connections,
    duration,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: expected.map(([urlPath]) => ({ method: 'GET', path: urlPath })),
  });

  const figures = {
    duration_s: duration,
    connections,
    mix: Object.entries(counts)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(', '),
    requests: result.requests.total,
    requests_per_s: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    status_2xx: result['2xx'],
    status_3xx: result['3xx'],
    status_4xx: result['4xx'],
    status_5xx: result['5xx'],
  };
  console.table(figures);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/serve.json'), `${JSON.stringify(figures, null, 2)}\n`);

  if (result.errors > 0 || result.timeouts > 0 || result['5xx'] > 0) {
    failed = true;
    console.error(`Failed: ${result.errors} errors, ${result.timeouts} timeouts, ${result['5xx']} responses 5xx.`);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  child.kill();
}
process.exit(failed ? 1 : 0);
