import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ route: string; names: string[] }} BuiltPage */

/** @param {string} dir @returns {Generator<string>} */
function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') yield* htmlFiles(full);
    else if (entry.name === 'index.html') yield full;
  }
}

/**
 * Every page of the built site with the live examples it holds, read from the server-rendered
 * HTML (each <LiveExample> renders `data-live-example` with its module's name). Tests and the
 * benchmark use it, so a new embed is covered without being listed anywhere.
 * @returns {BuiltPage[]}
 */
export function builtPages(buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')) {
  const pages = [];
  for (const file of htmlFiles(buildDir)) {
    const relative = path.relative(buildDir, path.dirname(file)).split(path.sep).join('/');
    // The HTML minifier drops the quotes around simple attribute values.
    const matches = readFileSync(file, 'utf8').matchAll(/data-live-example=(?:"([^"]+)"|([\w-]+))/g);
    const names = [...new Set([...matches].map((m) => m[1] ?? m[2]))];
    pages.push({ route: relative ? `/${relative}` : '/', names });
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** One entry per live example: its page and its module's name. */
export function livePages(buildDir) {
  return builtPages(buildDir).flatMap(({ route, names }) => names.map((name) => ({ route, name })));
}
