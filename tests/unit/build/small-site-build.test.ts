import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import { processPages } from '../../../scripts/post-build/pages.mjs';
import { readSecurityPolicy } from '../../../server/host-rules.mjs';
import { criticalCss } from '../../../src/speed/critical-css.mjs';
import { docChunkNames } from '../../../src/speed/doc-chunk-names';
import { framePaths } from '../../../src/live-example-frame/reanimated-versions';
import { buildFixture } from './build-fixture';

// What Docusaurus writes changes with its version, and the steps below read it. Hand-written input
// would keep their tests green through such a change, so they run on a fresh build of a small site
// (tests/fixtures/small-site), minified as in production.

const parse = (html: string): Root => unified().use(rehypeParse).parse(html);
const attribute = (element: Element, name: string) => String(element.properties[name] ?? '');
const PAGES = { '/': 'index.html', '/guide': 'guide/index.html' };

type Route = { path: string; component: string; routes?: Route[] };

/** Docusaurus's generated route tree, with each route's id (`<path>-<hash>`) for its component. */
function routeTree(routesJs: string): Route[] {
  const body = routesJs.replace(/^import .*$/gm, '').replace('export default', 'return');
  return new Function('ComponentCreator', body)((routePath: string, hash: string) => `${routePath}-${hash}`);
}

const chunksOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value ?? {}).flatMap(chunksOf);

/**
 * The route chunks every doc page loads: those of its own route and of the routes around it
 * (docs root, version, sidebar), minus what differs from page to page (each page's content).
 */
function chunksOfEveryDocPage(routes: Route[], chunkNames: Record<string, unknown>): string[] {
  const perPage: Set<string>[] = [];
  const walk = (route: Route, above: string[]) => {
    const chunks = [...above, ...chunksOf(chunkNames[route.component])];
    if (route.routes) for (const child of route.routes) walk(child, chunks);
    else if (above.length > 0) perPage.push(new Set(chunks)); // a leaf inside the docs' layout: a doc page
  };
  for (const route of routes) walk(route, []);
  if (perPage.length < 2) throw new Error(`expected doc pages in the route tree, found ${perPage.length}`);
  return [...perPage[0]].filter((chunk) => perPage.every((page) => page.has(chunk)));
}

type SmallSite = {
  registry: string;
  everyDocPage: string[];
  scripts: string[];
  stylesheets: string[];
  htmlFiles: number;
  summary: string;
  pageScripts: number;
  again: string;
  pages: Record<string, { before: Root; after: Root }>;
};

let site: SmallSite;

beforeAll(async () => {
  site = await buildFixture('small-site', {
    minify: true,
    inspect: async ({ code, output, outDir, generatedDir }) => {
      if (code !== 0) throw new Error(`the small site did not build:\n${output}`);
      const generated = (file: string) => readFile(path.join(generatedDir, file), 'utf8');
      const read = async () => {
        const pages = Object.entries(PAGES).map(async ([route, file]) => {
          return [route, parse(await readFile(path.join(outDir, file), 'utf8'))] as const;
        });
        return Object.fromEntries(await Promise.all(pages));
      };
      const before = await read();
      // The live-examples plugin writes the editor's frames; this site has none, so stand-ins.
      for (const framePath of framePaths) {
        await mkdir(path.join(outDir, framePath), { recursive: true });
        await writeFile(path.join(outDir, framePath, 'index.html'), '<!doctype html><title>f</title><script>run()</script>');
      }
      const step = async () => ({ name: 'critical CSS', ...(await criticalCss(outDir)) });
      const summary = await processPages(outDir, [await step()]);
      const after = await read();
      const again = await processPages(outDir, [await step()]).then(String, (error: Error) => error.message);
      return {
        registry: await generated('registry.js'),
        everyDocPage: chunksOfEveryDocPage(
          routeTree(await generated('routes.js')),
          JSON.parse(await generated('routesChunkNames.json')),
        ),
        scripts: (await readdir(path.join(outDir, 'assets/js'))).filter((file) => file.endsWith('.js')),
        stylesheets: await readdir(path.join(outDir, 'assets/css')),
        htmlFiles: (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html')).length,
        summary,
        pageScripts: readSecurityPolicy(outDir).pageScripts.length,
        again,
        pages: Object.fromEntries(
          Object.keys(PAGES).map((route) => [route, { before: before[route], after: after[route] }]),
        ),
      };
    },
  });
}, 240_000);

describe('doc-chunks on a real build', () => {
  it("finds the docs' root and the doc item in the registry Docusaurus generated", () => {
    const names = docChunkNames(site.registry);
    expect(names['doc-root'].size).toBeGreaterThan(0);
    expect(names['doc-item'].size).toBeGreaterThan(0);
  });

  it('serves the route chunks every doc page loads as two files, doc-root and doc-item', () => {
    expect(site.scripts.filter((file) => file.startsWith('doc-root.'))).toHaveLength(1);
    expect(site.scripts.filter((file) => file.startsWith('doc-item.'))).toHaveLength(1);
    // The docs root, version and sidebar components, their data and the doc item: none in a file of its own.
    expect(site.everyDocPage.length).toBeGreaterThanOrEqual(5);
    expect(site.scripts.filter((file) => site.everyDocPage.includes(file.split('.')[0]))).toEqual([]);
  });
});

describe('the post-build pass, critical CSS included, on real pages', () => {
  it('changes every page but the frames, once, and hashes their inline scripts', () => {
    expect(site.htmlFiles).toBeGreaterThan(3);
    const pages = site.htmlFiles - framePaths.length;
    expect(site.summary).toMatch(new RegExp(`^${pages} of ${site.htmlFiles} HTML files changed \\(critical CSS\\)`));
    expect(site.pageScripts).toBeGreaterThan(0);
  });

  it('stops when run again: a page it should change is already changed', () => {
    expect(site.again).toMatch(/no stylesheet link under <head> to defer/);
  });

  it.each(Object.keys(PAGES))('%s: its rules inline, the stylesheet after the content, the scripts deferred', (route) => {
    const { before, after } = site.pages[route];
    // What Docusaurus wrote: a blocking stylesheet and deferred scripts in <head>.
    const linked = selectAll('head link[rel=stylesheet]', before).map((link) => attribute(link, 'href'));
    const scripts = selectAll('head script[src]', before).map((script) => attribute(script, 'src'));
    expect(linked).toEqual(site.stylesheets.filter((file) => file.endsWith('.css')).map((file) => `/assets/css/${file}`));
    expect(scripts.length).toBeGreaterThan(0);

    // After the pass: the page's rules in <head>, the stylesheet the last thing in <body>, the scripts as they were.
    expect(toText(select('head style', after)!).length).toBeGreaterThan(100);
    expect(selectAll('head link[rel=stylesheet]', after)).toEqual([]);
    const body = select('body', after)!;
    const lastElements = body.children.filter((node) => node.type === 'element').slice(-linked.length) as Element[];
    expect(lastElements.map((link) => attribute(link, 'href'))).toEqual(linked);
    expect(selectAll('head script[src][defer]', after).map((script) => attribute(script, 'src'))).toEqual(scripts);
  });
});
