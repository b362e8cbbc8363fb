import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toText } from 'hast-util-to-text';
import { afterEach, describe, expect, it } from 'vitest';
import { parseBuiltPage, readBuiltPages } from './built-pages';
import type { CatalogEntry } from './index';

const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
const doc = page(
  '<nav>Menu</nav><article><div class="theme-doc-breadcrumbs">Home</div>' +
    '<div class="theme-doc-markdown markdown"><h1>Title</h1><p>Body</p></div></article>',
);

describe('parseBuiltPage', () => {
  it("keeps the doc's Markdown content, title included, without the chrome around it", () => {
    expect(toText(parseBuiltPage(doc).article).split(/\n+/)).toEqual(['Title', 'Body']);
  });

  it('falls back to the whole article, and refuses a page without one', () => {
    expect(toText(parseBuiltPage(page('<article><h1>Plain</h1></article>')).article)).toBe('Plain');
    expect(() => parseBuiltPage(page('<main><h1>Not a doc</h1></main>'))).toThrow(/no <article>/);
  });
});

describe('readBuiltPages', () => {
  let outDir = '';
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));
  const entry = (permalink: string) => ({ permalink, title: 'T' }) as CatalogEntry;

  it('reads each entry in catalog order, under a base URL too', async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'built-pages-'));
    mkdirSync(path.join(outDir, 'a'));
    writeFileSync(path.join(outDir, 'index.html'), doc);
    writeFileSync(path.join(outDir, 'a/index.html'), page('<article><h1>A</h1></article>'));
    const pages = await readBuiltPages(outDir, [entry('/docs/a'), entry('/docs/')], '/docs/');
    expect(pages.map((built) => [built.entry.permalink, toText(built.article).split('\n')[0]])).toEqual([
      ['/docs/a', 'A'],
      ['/docs/', 'Title'],
    ]);
  });

  it('names the page that was not built', async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'built-pages-'));
    await expect(readBuiltPages(outDir, [entry('/missing')], '/')).rejects.toThrow(
      'No readable built page for /missing',
    );
  });
});
