import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScriptsAfterPaint } from '../../scripts/post-build/scripts-after-paint.mjs';

describe('runScriptsAfterPaint', () => {
  it('preloads the page scripts at low priority and adds them in order from a loader at the end of the body', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'scripts-after-paint-'));
    const page = path.join(dir, 'index.html');
    writeFileSync(
      page,
      '<!doctype html><html><head><script src=https://cdn.example/a.js async></script>' +
        '<script src="/assets/js/runtime~main.1.js" defer></script><script src=/assets/js/main.2.js defer></script>' +
        '</head><body><p>Moti</p></body></html>',
    );
    expect(await runScriptsAfterPaint(dir)).toBe(1);
    const html = readFileSync(page, 'utf8');
    expect(html).not.toContain(' defer>');
    expect(html).toContain('<script src=https://cdn.example/a.js async></script>');
    expect(html).toContain('<link rel="preload" as="script" href="/assets/js/runtime~main.1.js" fetchpriority="low">');
    expect(html).toContain('<link rel="preload" as="script" href="/assets/js/main.2.js" fetchpriority="low">');
    expect(html).toMatch(
      /<script>\(function\(\)\{var s=\["\/assets\/js\/runtime~main.1.js","\/assets\/js\/main.2.js"\];.*<\/script><\/body>/,
    );
    expect(await runScriptsAfterPaint(dir)).toBe(0);
  });
});
