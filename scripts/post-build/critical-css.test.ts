import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { criticalCss } from './critical-css.mjs';
import { dropUnusedCustomProperties } from './unused-custom-properties.mjs';

const stylesheet = [
  ':root{--background:#fff;--text:#111;--accent:var(--violet);--violet:#9d8bff;--unused:1px}',
  '[data-theme=dark]{--background:#000}',
  'body{background:var(--background);color:var(--text)}',
  'a{color:var(--accent)}',
  '.sidebar{width:300px}',
  '.modal{position:fixed}',
  '@media print{.sidebar{display:none}}',
].join('');

const sites: string[] = [];
afterEach(() => {
  for (const dir of sites.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site() {
  const dir = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
  sites.push(dir);
  mkdirSync(path.join(dir, 'assets/css'), { recursive: true });
  writeFileSync(path.join(dir, 'assets/css/styles.abc.css'), stylesheet);
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang=en><head><title>Moti</title><link rel=stylesheet href=/assets/css/styles.abc.css></head>' +
      '<body><nav class=sidebar><a href=/>Home</a></nav><p>Text</p><table><tr><th>Name<tbody><tr><td>Moti</table></body></html>',
  );
  return dir;
}

const parse = (html: string) => unified().use(rehypeParse).parse(html);

async function processOnce(dir: string) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const tree = parse(html);
  const inlined = await (await criticalCss(dir)).apply(tree, html, 'index.html');
  return { inlined, html: toHtml(tree, { preferUnquoted: true }) };
}

describe('criticalCss', () => {
  it("inlines the rules of the page's elements and the dark palette, and moves the stylesheet to the end of <body>", async () => {
    const { inlined, html } = await processOnce(site());
    expect(inlined).toContain('.sidebar{width:300px}');
    expect(inlined).toContain('[data-theme=dark]{--background:#000}');
    expect(inlined).not.toContain('.modal');
    expect(html).toContain(`<head><title>Moti</title><style>${inlined}</style></head>`);
    expect(html).toMatch(/<link rel=stylesheet href=\/assets\/css\/styles\.abc\.css><\/body>/);
    // No handler and no script: the Content-Security-Policy allows neither inline.
    expect(html).not.toMatch(/onload|<script|<noscript/);
  });

  it('throws on a page with no stylesheet link in <head>, such as one it has processed', async () => {
    const dir = site();
    const { html } = await processOnce(dir);
    writeFileSync(path.join(dir, 'index.html'), html);
    await expect(processOnce(dir)).rejects.toThrow(/index\.html: no stylesheet link under <head> to defer/);
  });
});

describe('dropUnusedCustomProperties', () => {
  it('keeps what rules read, directly or through another property, and drops the rest', () => {
    const css = dropUnusedCustomProperties(
      ':root{--a:1px;--b:var(--c);--c:red;--d:2px}p{margin:var(--a);color:var(--b)}',
      '',
    );
    expect(css).toBe(':root{--a:1px;--b:var(--c);--c:red}p{margin:var(--a);color:var(--b)}');
  });

  it('keeps what the markup or scripts mention, and removes rules left empty', () => {
    const css = dropUnusedCustomProperties(':root{--a:1px}.x{--b:2px}', '<div style="width:var(--a)">');
    expect(css).toBe(':root{--a:1px}');
  });
});
