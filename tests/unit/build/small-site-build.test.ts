import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Element, Root } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAfterFirstPaintEverywhere } from '../../../scripts/post-build/after-first-paint.mjs';
import { inlineCriticalCss } from '../../../scripts/post-build/critical-css.mjs';
import { docChunkNames } from '../../../src/plugins/doc-chunks/chunk-names';
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
  steps: { criticalCss: number; afterFirstPaint: number };
  again: { criticalCss: number; afterFirstPaint: number };
  unchangedByAgain: boolean;
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
      // In the order scripts/post-build.mjs runs them.
      const steps = {
        criticalCss: (await inlineCriticalCss(outDir)).pages,
        afterFirstPaint: await loadAfterFirstPaintEverywhere(outDir),
      };
      const after = await read();
      const again = {
        criticalCss: (await inlineCriticalCss(outDir)).pages,
        afterFirstPaint: await loadAfterFirstPaintEverywhere(outDir),
      };
      const afterAgain = await read();
      return {
        registry: await generated('registry.js'),
        everyDocPage: chunksOfEveryDocPage(
          routeTree(await generated('routes.js')),
          JSON.parse(await generated('routesChunkNames.json')),
        ),
        scripts: (await readdir(path.join(outDir, 'assets/js'))).filter((file) => file.endsWith('.js')),
        stylesheets: await readdir(path.join(outDir, 'assets/css')),
        htmlFiles: (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html')).length,
        steps,
        again,
        unchangedByAgain: Object.keys(PAGES).every((route) => isDeepStrictEqual(after[route], afterAgain[route])),
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

describe('critical CSS, then after first paint, on real pages', () => {
  it('each step changes every page', () => {
    expect(site.htmlFiles).toBeGreaterThan(2);
    expect(site.steps).toEqual({ criticalCss: site.htmlFiles, afterFirstPaint: site.htmlFiles });
  });

  it('changes nothing when run again', () => {
    expect(site.again).toEqual({ criticalCss: 0, afterFirstPaint: 0 });
    expect(site.unchangedByAgain).toBe(true);
  });

  it('gives every page the same loader, so that one hash in the policy allows it', () => {
    const loaders = Object.values(site.pages).map(({ after }) =>
      selectAll('script#after-first-paint + script', after).map((script) => toText(script)),
    );
    expect(loaders[0]).toHaveLength(1);
    expect(new Set(loaders.flat()).size).toBe(1);
  });

  it.each(Object.keys(PAGES))(
    '%s: the stylesheet and the scripts reach the loader; nothing blocks the first paint',
    (route) => {
      const { before, after } = site.pages[route];
      // What Docusaurus wrote: a blocking stylesheet and deferred scripts in <head>.
      const linked = selectAll('head link[rel=stylesheet]', before).map((link) => attribute(link, 'href'));
      const scripts = selectAll('head script[src]', before).map((script) => attribute(script, 'src'));
      expect(linked).toEqual(
        site.stylesheets.filter((file) => file.endsWith('.css')).map((file) => `/assets/css/${file}`),
      );
      expect(scripts.length).toBeGreaterThan(0);

      // After both steps: the page's rules inline, and every stylesheet and script handed to the loader.
      expect(select('head style', after)).toBeTruthy();
      const data = select('script#after-first-paint', after);
      const loader = JSON.parse(data ? toText(data) : 'null');
      expect(loader?.stylesheets).toEqual(linked);
      expect([...loader.ordered, ...loader.independent].sort()).toEqual([...scripts].sort());
      expect(selectAll('script[src]', after)).toEqual([]);
      // Only browsers without JavaScript fetch the stylesheet from a link: the <noscript> fallback.
      const fallbacks = selectAll('noscript link[rel=stylesheet]', after);
      expect(selectAll('link[rel=stylesheet]', after)).toEqual(fallbacks);
      expect(fallbacks.map((link) => attribute(link, 'href'))).toEqual(linked);
    },
  );
});
