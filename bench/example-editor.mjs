// `npm run bench:editor`: what the example editor costs, over the built site in Chromium: no page
// loads it before Edit (page HTML and a page with examples, idle), the JS that Edit fetches, and the
// time from the end of the debounce to the edited example on screen (p95, two examples). Exits 1
// over budget.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from '../server/static-server.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium-path.mjs';
import { builtPages } from '../scripts/lib/live-pages.mjs';
import { EDITOR_BUDGETS as budgets } from './lib/budgets.mjs';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No built site in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}
const failures = [];
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const gzip = (body) => gzipSync(body, { level: 6 }).length;
const runtimeChunk = /\/live-examples-runtime\.[^/]+\.js$/;
// Strings only sucrase, lz-string or our editor contain (names of properties survive minifying).
// The editor chunk is the one with lz-string (the code in the address); sucrase runs in the frame.
const editorMarkers = ['compressToEncodedURIComponent'];
const jsDir = path.join(buildDir, 'assets', 'js');
const editorFiles = readdirSync(jsDir).filter(
  (file) =>
    file.endsWith('.js') &&
    editorMarkers.some((marker) => readFileSync(path.join(jsDir, file), 'utf8').includes(marker)),
);

// 1. No page names an editor file in its HTML (scripts, preloads).
const pagesNamingEditor = builtPages(buildDir).filter(({ route }) => {
  const html = readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
  return editorFiles.some((file) => html.includes(file));
});
for (const { route } of pagesNamingEditor) failures.push(`${route} references editor code in its HTML`);

// 2. In Chromium: nothing of the editor before Edit; what Edit fetches; edit-to-update times.
const server = await startServer({ buildDir, port: 0, host: '127.0.0.1' });
const origin = `http://localhost:${server.address().port}`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const cases = [
  { route: '/examples/hello-world', name: 'hello-world', from: 'duration: 600', to: (i) => `duration: ${601 + i}` },
  { route: '/animations', name: 'animations-basics', from: 'duration: 400', to: (i) => `duration: ${401 + i}` },
];
const runs = 30;
const rows = [];
/** First press of Edit to the example rendered in the sandboxed frame, one per page load. */
const firstEdits = [];
const firstEditLoads = 5;
try {
  for (const { route, name, from, to } of cases) {
    const page = await browser.newPage();
    await page.route(
      (target) => !['localhost', '127.0.0.1'].includes(target.hostname),
      (request) => request.abort(),
    );
    const scripts = [];
    const frames = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(origin)) scripts.push(request.url());
      if (request.resourceType() === 'document' && request.frame() !== page.mainFrame()) frames.push(request.url());
    });
    await page.goto(origin + route, { waitUntil: 'load' });
    const example = page.locator(`[data-live-example="${name}"]`).first();
    await example.scrollIntoViewIfNeeded();
    await example.locator('[data-live-example-root] > *').first().waitFor();
    await page.waitForLoadState('networkidle');
    const isEditor = (url) => editorFiles.some((file) => url.endsWith(`/${file}`));
    if (scripts.some(isEditor)) failures.push(`${route} fetched editor code before Edit`);
    if (frames.length > 0) failures.push(`${route} loaded the sandboxed frame before Edit`);
    const before = scripts.length;
    const pressed = await page.evaluate(() => performance.now());
    await example.getByRole('button', { name: 'Edit' }).click();
    // The first run in the frame is the example's code as it opens in the editor.
    await page.waitForFunction(() => performance.getEntriesByName('live-edit-update').length > 0);
    const firstRendered = await page.evaluate(() => {
      const [entry] = performance.getEntriesByName('live-edit-update');
      return entry.startTime + entry.duration;
    });
    firstEdits.push(firstRendered - pressed);
    const textarea = example.locator('textarea');
    await textarea.waitFor();
    // Everything Edit fetches has come: the stage it shows is part of the editor's chunk.
    const fetched = scripts.slice(before).filter((url) => !runtimeChunk.test(url));
    const editorGzip = fetched.reduce(
      (sum, url) => sum + gzip(readFileSync(path.join(buildDir, new URL(url).pathname))),
      0,
    );
    const source = await textarea.inputValue();
    if (!source.includes(from)) throw new Error(`${name}: "${from}" is not in its source`);
    const times = [];
    for (let i = 0; i < runs; i++) {
      await textarea.fill(source.replace(from, to(i)));
      await page.waitForFunction((count) => performance.getEntriesByName('live-edit-update').length > count, i + 1);
    }
    times.push(
      ...(await page.evaluate(() => performance.getEntriesByName('live-edit-update').map((e) => e.duration))).slice(1),
    );
    if (process.env.BENCH_VERBOSE) console.log(name, times.map((t) => t.toFixed(0)).join(' '));
    times.sort((a, b) => a - b);
    const p95 = times[Math.ceil(0.95 * times.length) - 1];
    rows.push({ route, name, editorGzip, files: fetched.length, p50: times[Math.floor(times.length / 2)], p95 });
    if (editorGzip > budgets.editorGzip) failures.push(`${route}: Edit fetched ${kb(editorGzip)} gzip`);
    if (p95 > budgets.editToUpdateP95Ms) failures.push(`${route}: edit-to-update p95 ${p95.toFixed(1)} ms`);
    await page.close();
  }
  // More first presses of Edit, each on a fresh load of the page (the frame's document then comes
  // from the browser's cache after revalidation, as on a reader's second visit).
  for (const { route, name } of cases) {
    for (let load = 1; load < firstEditLoads; load++) {
      const page = await browser.newPage();
      await page.route(
        (target) => !['localhost', '127.0.0.1'].includes(target.hostname),
        (request) => request.abort(),
      );
      await page.goto(origin + route, { waitUntil: 'load' });
      const example = page.locator(`[data-live-example="${name}"]`).first();
      await example.scrollIntoViewIfNeeded();
      await example.locator('[data-live-example-root] > *').first().waitFor();
      const pressed = await page.evaluate(() => performance.now());
      await example.getByRole('button', { name: 'Edit' }).click();
      await page.waitForFunction(() => performance.getEntriesByName('live-edit-update').length > 0);
      firstEdits.push(
        (await page.evaluate(() => {
          const [entry] = performance.getEntriesByName('live-edit-update');
          return entry.startTime + entry.duration;
        })) - pressed,
      );
      await page.close();
    }
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
}

firstEdits.sort((a, b) => a - b);
const firstEditP95 = firstEdits[Math.ceil(0.95 * firstEdits.length) - 1];
if (firstEditP95 > budgets.firstEditRenderedP95Ms)
  failures.push(`first Edit to rendered p95 ${firstEditP95.toFixed(0)} ms`);
console.log(`Editor files: ${editorFiles.join(', ')}; pages whose HTML names one: ${pagesNamingEditor.length}`);
console.log(
  `First press of Edit to the example rendered in the sandboxed frame: p50 ${firstEdits[Math.floor(firstEdits.length / 2)].toFixed(0)} ms, p95 ${firstEditP95.toFixed(0)} ms over ${firstEdits.length} loads (budget ${budgets.firstEditRenderedP95Ms} ms).`,
);
console.table(
  rows.map((row) => ({
    page: row.route,
    example: row.name,
    'fetched on Edit (gzip)': `${kb(row.editorGzip)} in ${row.files} files`,
    'update p50': `${row.p50.toFixed(1)} ms`,
    'update p95': `${row.p95.toFixed(1)} ms`,
  })),
);
console.log(`Budgets: editor ≤ ${kb(budgets.editorGzip)}, update p95 ≤ ${budgets.editToUpdateP95Ms} ms.`);
mkdirSync(path.join('bench', 'results'), { recursive: true });
writeFileSync(
  path.join('bench', 'results', 'example-editor.json'),
  JSON.stringify({ budgets, editorFiles, rows, firstEdits, failures }, null, 2),
);
if (failures.length > 0) {
  console.error(`Over budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('All example editor budgets hold.');
