import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type LivePage = { route: string; name: string };

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') yield* htmlFiles(full);
    else if (entry.name === 'index.html') yield full;
  }
}

/**
 * Every live example in the built site, read from the server-rendered HTML (each <LiveExample>
 * renders `data-live-example` with its module's name), so a new embed is tested without listing it here.
 */
export function livePages(buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')): LivePage[] {
  const pages: LivePage[] = [];
  for (const file of htmlFiles(buildDir)) {
    const route = '/' + path.relative(buildDir, path.dirname(file)).split(path.sep).join('/');
    // The HTML minifier drops the quotes around simple attribute values.
    const matches = readFileSync(file, 'utf8').matchAll(/data-live-example=(?:"([^"]+)"|([\w-]+))/g);
    const names = new Set([...matches].map((m) => m[1] ?? m[2]));
    for (const name of names) pages.push({ route: route === '/.' ? '/' : route.replace(/\/$/, '') || '/', name });
  }
  return pages.sort((a, b) => `${a.route} ${a.name}`.localeCompare(`${b.route} ${b.name}`));
}
