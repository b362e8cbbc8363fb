// `npm run bench:speed`: what each piece of the speed layer (src/speed) saves today. Builds the site
// once with every piece and once without each piece (SPEED=without:<piece>), then compares the bytes
// a reader downloads on first load of a text page and of an example page (HTML, scripts and
// stylesheet, gzip; `precompress` compares what the Node server sends with and without the .br
// copies). Paint time is `npm run bench:quality`'s business (BUILD_DIR=… --skip-build on a build of
// each kind). Prints a table, writes bench/results/speed-pieces.json, and exits 1 when a byte piece
// saves less than SPEED_PIECE_MIN_BYTES on both pages: such a tweak no longer earns its code.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '../server/static-server.mjs';
import { chromiumPath } from '../scripts/lib/chromium-path.mjs';
import { SPEED_PIECES } from '../src/speed/pieces.mjs';
import { SPEED_PIECE_MIN_BYTES } from './lib/budgets.mjs';
import { CHROME_FLAGS } from './lib/lighthouse-runs.mjs';
import { measurePageBytes } from './lib/page-bytes.mjs';
import { formatTable } from './lib/table.mjs';

const ROUTES = { text: '/installation', example: '/animations' };
// Pieces whose gain is paint or blocking time, not bytes: measured here for their bytes all the same.
const PAINT_PIECES = new Set(['critical-css', 'quiet-hydration']);
const run = promisify(execFile);
const root = process.cwd();

async function build(setting, dir) {
  const env = { ...process.env, SPEED: setting, DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-bench' };
  const options = { cwd: root, env, maxBuffer: 64 * 1024 * 1024 };
  await run(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--out-dir', dir], options);
  await run(process.execPath, ['scripts/post-build.mjs', dir], options);
}

/** First-load gzip bytes per route: HTML + scripts + stylesheet. */
async function firstLoad(dir) {
  const server = await startServer({ buildDir: dir, port: 0, host: '127.0.0.1' });
  try {
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    const bytes = await measurePageBytes({
      baseUrl: `http://localhost:${port}`,
      buildDir: dir,
      routes: Object.values(ROUTES),
      executablePath: chromiumPath(),
      args: CHROME_FLAGS,
    });
    return Object.fromEntries(
      Object.entries(ROUTES).map(([kind, route]) => {
        const { html, js, css } = bytes[route];
        return [kind, { gzip: html.gzip + js.gzip + css.gzip, raw: html.raw + js.raw + css.raw }];
      }),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const variantsDir = path.join(root, 'bench/results/speed-builds');
rmSync(variantsDir, { recursive: true, force: true });
mkdirSync(variantsDir, { recursive: true });
const started = Date.now();
const log = (message) => console.log(`[bench:speed ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

log('building with every piece…');
await build('on', path.join(variantsDir, 'all'));
const all = await firstLoad(path.join(variantsDir, 'all'));
const rows = [];
const results = {};
let failed = false;
for (const piece of SPEED_PIECES) {
  log(`building without ${piece}…`);
  const dir = path.join(variantsDir, piece);
  await build(`without:${piece}`, dir);
  const without = await firstLoad(dir);
  // Without .br copies the Node server sends the files as they are: compare raw bytes then.
  const key = piece === 'precompress' ? 'raw' : 'gzip';
  const saved = Object.fromEntries(Object.keys(ROUTES).map((kind) => [kind, without[kind][key] - all[kind].gzip]));
  const earns = PAINT_PIECES.has(piece) || Math.max(saved.text, saved.example) >= SPEED_PIECE_MIN_BYTES;
  failed ||= !earns;
  results[piece] = { saved, earns };
  rows.push([
    piece,
    (saved.text / 1024).toFixed(1),
    (saved.example / 1024).toFixed(1),
    PAINT_PIECES.has(piece) ? 'paint (bench:quality)' : earns ? 'yes' : 'NO',
  ]);
  rmSync(dir, { recursive: true, force: true });
}
console.log(`\nFirst-load bytes saved by each piece, KB (text page ${ROUTES.text}, example page ${ROUTES.example}):`);
console.log(formatTable(['piece', 'text KB', 'example KB', 'earns its place'], rows));
writeFileSync(path.join(root, 'bench/results/speed-pieces.json'), `${JSON.stringify({ all, results }, null, 2)}\n`);
if (failed) {
  console.error(
    `A piece saves less than ${SPEED_PIECE_MIN_BYTES / 1024} KB on both pages: remove it (src/speed/README.md says how).`,
  );
  process.exitCode = 1;
}
