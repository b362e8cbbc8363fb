import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineCriticalCss } from '../../scripts/post-build/critical-css.mjs';
import { dropUnusedCustomProperties } from '../../scripts/post-build/unused-custom-properties.mjs';

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

describe('inlineCriticalCss', () => {
  it("inlines the rules of the page's elements and the dark palette, and defers the stylesheet", async () => {
    const dir = site();
    expect((await inlineCriticalCss(dir)).pages).toBe(1);
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    const inlined = /<style>(.*?)<\/style>/s.exec(html)![1];
    expect(inlined).toContain('.sidebar{width:300px}');
    expect(inlined).toContain('[data-theme=dark]{--background:#000}');
    expect(inlined).not.toContain('.modal');
    expect(html).toContain(
      `<link rel=stylesheet href=/assets/css/styles.abc.css media=print onload="this.media='all'">` +
        '<noscript><link rel=stylesheet href=/assets/css/styles.abc.css></noscript></head>',
    );
    // The rest of the markup is left as written, optional end tags omitted and all.
    expect(html).toContain('<table><tr><th>Name<tbody><tr><td>Moti</table>');
  });

  it('leaves a page it has processed alone', async () => {
    const dir = site();
    await inlineCriticalCss(dir);
    const once = readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect((await inlineCriticalCss(dir)).pages).toBe(0);
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(once);
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
