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
import { criticalCss } from '../../../scripts/post-build/critical-css.mjs';
import { framePaths } from '../../../src/data/reanimated-versions';
import { buildFixture } from './build-fixture';

// What Docusaurus writes changes with its version, and the steps below read it. Hand-written input
// would keep their tests green through such a change, so they run on a fresh build of a small site
// (tests/fixtures/small-site), minified as in production.

const parse = (html: string): Root => unified().use(rehypeParse).parse(html);
const attribute = (element: Element, name: string) => String(element.properties[name] ?? '');
const PAGES = { '/': 'index.html', '/guide': 'guide/index.html' };

type SmallSite = {
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
    inspect: async ({ code, output, outDir }) => {
      if (code !== 0) throw new Error(`the small site did not build:\n${output}`);
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
