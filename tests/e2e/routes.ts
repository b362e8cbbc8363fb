import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sidebars from '../../sidebars';

// The routes that tests visit, derived rather than listed: the sidebar's order comes from sidebars.ts,
// the set of pages from the built sitemap (so a new page is tested as soon as it is built).
const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');

/** Routes of the doc files by doc id, as Docusaurus gives them: the front matter's slug, or the file's path. */
function docRoutesById(dir = docsDir): Map<string, string> {
  const routes = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      for (const [id, route] of docRoutesById(file)) routes.set(id, route);
      continue;
    }
    if (!/\.mdx?$/.test(entry.name)) continue;
    const frontMatter = readFileSync(file, 'utf8').match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
    const field = (name: string) => frontMatter.match(new RegExp(`^${name}:\\s*(\\S+)\\s*$`, 'm'))?.[1];
    const folder = path.relative(docsDir, dir).split(path.sep).join('/');
    const id = [folder, field('id') ?? entry.name.replace(/\.mdx?$/, '')].filter(Boolean).join('/');
    const slug = field('slug');
    if (slug && !slug.startsWith('/')) throw new Error(`${file}: relative slugs are not handled here`);
    routes.set(id, slug ?? `/${id}`);
  }
  return routes;
}

type SidebarItem = string | { type?: string; id?: string; items?: SidebarItem[] };

function sidebarDocIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.items) return sidebarDocIds(item.items);
    return item.type === 'doc' && item.id ? [item.id] : [];
  });
}

const routeOfDoc = docRoutesById();

/** The sidebar's pages, in its order. */
export const sidebarRoutes = Object.values(sidebars)
  .flatMap((items) => sidebarDocIds(items as SidebarItem[]))
  .map((id) => {
    const route = routeOfDoc.get(id);
    if (!route) throw new Error(`sidebars.ts names "${id}", which no file of docs/ is`);
    return route;
  });

/** Every doc file's route, for the check that the build has a page for each. */
export const sourceDocRoutes = [...routeOfDoc.values()];

function builtRoutes(): string[] {
  let sitemap: string;
  try {
    sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  } catch {
    throw new Error(`no ${path.relative(root, buildDir)}/sitemap.xml: run \`npm run build\` before the browser tests`);
  }
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** Built doc pages left out of the sidebar, in alphabetical order. */
export const hiddenRoutes = builtRoutes()
  .filter((route) => route !== '/search' && !sidebarRoutes.includes(route))
  .sort();

/** Every doc page: the sidebar's, then the others. */
export const docRoutes = [...sidebarRoutes, ...hiddenRoutes];
