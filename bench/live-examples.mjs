// `npm run bench:examples`: what live examples cost in JavaScript, measured in Chromium over the
// built site. Per example page: the JS loaded before the example starts and the JS it
// adds; then every other page, which must load none of the runtime. No page loads a sandboxed frame
// until the reader picks the Reanimated version the page does not carry; then what that version's
// frame costs. Exits 1 over budget.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { readSecurityPolicy } from '../server/host-rules.mjs';
import { startServer } from '../server/static-server.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium-path.mjs';
import { builtPages } from '../scripts/lib/live-pages.mjs';
import { LIVE_EXAMPLE_BUDGETS } from './lib/budgets.mjs';

const budgets = LIVE_EXAMPLE_BUDGETS;
const runtimeChunk = /\/live-examples-runtime\.[^/]+\.js$/;
// Strings only react-native-web, Reanimated or Moti code contains, wherever it ends up. Not
// `[Reanimated]` or `JSReanimated`: the troubleshooting page quotes them as text.
const runtimeMarkers = ['__workletHash', '[moti]', 'styleq'];
const holdsRuntimeCode = (url) => {
  const body = readFileSync(path.join(buildDir, new URL(url).pathname), 'utf8');
  return runtimeMarkers.some((marker) => body.includes(marker));
};
const startMark = 'live-example-start'; // set by src/components/LiveExample/Runner.tsx

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No built site in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}

/** Raw and gzip (level 6, what servers use on the fly) bytes of a built file, by its URL. */
const sizes = new Map();
function sizeOf(url) {
  const pathname = new URL(url).pathname;
  if (!sizes.has(pathname)) {
    const body = readFileSync(path.join(buildDir, pathname));
    sizes.set(pathname, { raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
  }
  return sizes.get(pathname);
}
const sum = (urls) =>
  urls.map(sizeOf).reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip }), {
    raw: 0,
    gzip: 0,
  });

/** Loads a page and returns its JS resources (prefetches included) with their start and initiator. */
async function loadPage(browser, url, names) {
  const page = await browser.newPage();
  const frames = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() !== page.mainFrame())
      frames.push(new URL(request.url()).pathname);
  });
  // Nothing leaves the machine: third-party scripts are refused.
  await page.route(
    (target) => !['localhost', '127.0.0.1'].includes(target.hostname),
    (route) => route.abort(),
  );
  await page.goto(url, { waitUntil: 'load' });
  for (const name of names) {
    // Examples start as their stage nears the viewport; scrolling to the whole example would centre a
    // long source listing and leave the stage above the screen.
    await page.locator(`[data-live-example="${name}"] [role="region"]`).first().scrollIntoViewIfNeeded();
    await page.locator(`[data-live-example="${name}"] [data-live-example-root] > *`).first().waitFor();
  }
  await page.waitForLoadState('networkidle');
  // Let idle-time prefetching of visible links happen too.
  await page.waitForTimeout(500);
  const result = await page.evaluate((mark) => {
    const started = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      // `script`: executed by this page; `link`: prefetched for a route it links to.
      .map((entry) => ({ url: entry.name, startTime: entry.startTime, initiator: entry.initiatorType }));
    return { started, scripts };
  }, startMark);
  await page.close();
  return { ...result, frames };
}

/**
 * Picks, on the first example of `url`, the Reanimated version it does not run on yet, and returns
 * that version and the frame documents loaded before and after the pick.
 */
async function pickOtherVersion(browser, url, name) {
  const page = await browser.newPage();
  const frames = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() !== page.mainFrame())
      frames.push(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'load' });
  const example = page.locator(`[data-live-example="${name}"]`).first();
  await example.locator('[role="region"]').scrollIntoViewIfNeeded();
  await example.locator('[data-live-example-root] > *').first().waitFor();
  await page.waitForLoadState('networkidle');
  const before = [...frames];
  const control = example.getByLabel('Runs on Reanimated');
  const version = await control.evaluate((select) =>
    Array.from(select.options, (option) => option.value).find((value) => value !== select.value),
  );
  await control.selectOption(version);
  await example.frameLocator(`iframe[data-live-example-frame="${version}"]`).locator('#example > *').first().waitFor();
  await page.close();
  return { version, before, after: frames.slice(before.length) };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const failures = [];
const server = await startServer({ buildDir, port: 0, host: '127.0.0.1' });
const origin = `http://localhost:${server.address().port}`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

const examplePages = [];
let picked;
const otherPages = [];
try {
  for (const { route, names } of builtPages(buildDir)) {
    const { started, scripts, frames } = await loadPage(browser, origin + route, names);
    if (frames.length > 0) failures.push(`${route} loaded ${frames.join(', ')} before the reader asked for it`);
    const local = scripts.filter(({ url }) => url.startsWith(origin));
    if (names.length === 0) {
      const runtime = local.filter(({ url }) => runtimeChunk.test(url) || holdsRuntimeCode(url));
      otherPages.push({ route, scripts: local.length, runtimeLoaded: runtime.length > 0 });
      if (runtime.length > 0) failures.push(`${route} has no live example but loaded ${runtime[0].url}`);
      continue;
    }
    const executed = local.filter(({ initiator }) => initiator === 'script');
    const before = executed.filter(({ startTime }) => startTime < started).map(({ url }) => url);
    const after = executed.filter(({ startTime }) => startTime >= started).map(({ url }) => url);
    const runtime = after.filter((url) => runtimeChunk.test(url));
    const own = after.filter((url) => !runtimeChunk.test(url));
    const row = {
      route,
      examples: names,
      before: sum(before),
      after: sum(after),
      runtime: sum(runtime),
      ownChunks: own.map((url) => ({ file: new URL(url).pathname, ...sizeOf(url) })),
    };
    examplePages.push(row);
    if (runtime.length !== 1) failures.push(`${route}: expected the runtime chunk after the example started`);
    if (row.runtime.gzip > budgets.runtimeGzip) failures.push(`${route}: runtime ${kb(row.runtime.gzip)} gzip`);
    for (const chunk of row.ownChunks) {
      if (chunk.gzip > budgets.exampleChunkGzip) failures.push(`${route}: ${chunk.file} is ${kb(chunk.gzip)} gzip`);
    }
  }
  picked = await pickOtherVersion(browser, `${origin}/examples/hello-world`, 'hello-world');
} finally {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
}

const table = examplePages.map((row) => ({
  page: row.route,
  'before: raw': kb(row.before.raw),
  'before: gzip': kb(row.before.gzip),
  'added: raw': kb(row.after.raw),
  'added: gzip': kb(row.after.gzip),
  'runtime gzip': kb(row.runtime.gzip),
  'own chunk gzip': row.ownChunks.map((chunk) => kb(chunk.gzip)).join(' + ') || '-',
}));
console.log(
  `JavaScript per page with a live example (budgets: runtime ≤ ${budgets.runtimeGzip / 1000} kB gzip, own chunk ≤ ${budgets.exampleChunkGzip / 1000} kB gzip)`,
);
console.table(table);
// The frame the pick loaded (the build's policy lists every frame path).
const frame = readSecurityPolicy(buildDir).framePaths.find((framePath) => picked.after.includes(framePath)) ?? '';
const frameSize = sizeOf(`${origin}${frame}/index.html`);
const otherVersion = { ...picked, raw: frameSize.raw, gzip: frameSize.gzip };
const pickedName = `Reanimated ${picked.version}`;
if (picked.before.length > 0)
  failures.push(`/examples/hello-world loaded ${picked.before} before ${pickedName} was picked`);
if (picked.after.length !== 1 || !frame)
  failures.push(`picking ${pickedName} loaded ${picked.after.join(', ') || 'nothing'}`);
if (frameSize.gzip > budgets.otherVersionFrameGzip) failures.push(`${frame} is ${kb(frameSize.gzip)} gzip`);
console.log(
  `${pickedName}, loaded only once picked: ${frame} ${kb(frameSize.raw)} raw, ${kb(frameSize.gzip)} gzip (budget ${budgets.otherVersionFrameGzip / 1000} kB); before the pick: ${picked.before.length} frame documents`,
);
const clean = otherPages.filter((row) => !row.runtimeLoaded).length;
console.log(`Pages without a live example that loaded none of the runtime: ${clean} of ${otherPages.length}`);

mkdirSync(path.join('bench', 'results'), { recursive: true });
writeFileSync(
  path.join('bench', 'results', 'live-examples.json'),
  JSON.stringify({ budgets, examplePages, otherPages, otherVersion, failures }, null, 2),
);

if (failures.length > 0) {
  console.error(`Over budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('All live-example budgets hold.');
