import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOADER_SCRIPT, loadAfterFirstPaintEverywhere } from '../../scripts/post-build/after-first-paint.mjs';

describe('loadAfterFirstPaintEverywhere', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('moves the stylesheet, the page scripts and the third-party ones into a loader at the end of the body', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'after-first-paint-'));
    const page = path.join(dir, 'index.html');
    const fallback = '<noscript><link rel=stylesheet href=/assets/css/styles.3.css></noscript>';
    writeFileSync(
      page,
      '<!doctype html><html><head><script src=https://cdn.example/a.js async></script>' +
        '<script src="/assets/js/runtime~main.1.js" defer></script><script src=/assets/js/main.2.js defer></script>' +
        `<style>p{color:red}</style><link rel=stylesheet href=/assets/css/styles.3.css media=print onload="this.media='all'">${fallback}` +
        '</head><body><p>Moti</p></body></html>',
    );
    expect(await loadAfterFirstPaintEverywhere(dir)).toBe(1);
    const html = readFileSync(page, 'utf8');
    // Only the inlined CSS and the fallback for browsers without JavaScript stay in <head>.
    expect(html).toMatch(
      new RegExp(
        `^<!doctype html><html><head><style>p\\{color:red\\}</style>${fallback}</head><body><p>Moti</p><script type=application/json id=after-first-paint>`,
      ),
    );
    // The loader itself is the same on every page, so one hash in the policy allows it.
    expect(html.endsWith(`${LOADER_SCRIPT}</body></html>`)).toBe(true);
    const added = /id=after-first-paint>(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(added!)).toEqual({
      stylesheets: ['/assets/css/styles.3.css'],
      ordered: ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'],
      independent: ['https://cdn.example/a.js'],
    });
    // Run twice, the build changes no more.
    expect(await loadAfterFirstPaintEverywhere(dir)).toBe(0);
    expect(readFileSync(page, 'utf8')).toBe(html);
  });
});
