// The bare framework to measure this site against (bench/reference-site/): the same pages' text,
// as their Markdown copies, in a Docusaurus site of the same version with nothing of ours. Paint and
// blocking time on this host swing from one day to the next; measured in the same run, the
// reference moves with the host, and the ratio of the two says what this site adds.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { precompressDirectory } from '../../scripts/post-build/precompress.mjs';

const SITE_DIR = path.resolve('bench/reference-site');
const BUILD_DIR = path.join(SITE_DIR, 'build');

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: SITE_DIR, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`reference site: ${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Installs the reference site's own pinned packages when its lock file is newer than its install. */
async function install() {
  const installed = path.join(SITE_DIR, 'node_modules/.package-lock.json');
  const lock = path.join(SITE_DIR, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  // No install script of these packages is needed to build (the same ones the site denies).
  await run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund']);
}

/** `/` is the copy `index.md`, `/api/props` is `api/props.md`, as the site's Markdown copies are named. */
export const markdownCopyOf = (route) => (route === '/' ? 'index.md' : `${route.slice(1)}.md`);

/**
 * Builds the reference with the Markdown copies of `routes` from `siteBuildDir`, each at the same
 * route, precompressed like the site's build.
 * @param {{ siteBuildDir: string, routes: string[] }} options
 */
export async function buildReferenceSite({ siteBuildDir, routes }) {
  await install();
  const docsDir = path.join(SITE_DIR, 'docs');
  rmSync(docsDir, { recursive: true, force: true });
  for (const route of routes) {
    const copy = path.join(siteBuildDir, markdownCopyOf(route));
    if (!existsSync(copy)) throw new Error(`reference site: ${route} has no Markdown copy at ${copy}`);
    const target = path.join(docsDir, markdownCopyOf(route));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(copy));
  }
  await run(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--out-dir', BUILD_DIR]);
  await precompressDirectory(BUILD_DIR);
}

/**
 * Serves the reference's build, its .br and .gz copies included, and its not-found page with a 404
 * for any other path; resolves to its address and a stop.
 */
export function serveReferenceSite() {
  const files = sirv(BUILD_DIR, { brotli: true, gzip: true, etag: true });
  const notFound = readFileSync(path.join(BUILD_DIR, '404.html'));
  const server = http.createServer((request, response) =>
    files(request, response, () => {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(notFound);
    }),
  );
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ baseUrl: `http://localhost:${address.port}`, close: () => server.close() });
    });
  });
}
