import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScriptsAfterPaint } from '../../scripts/post-build/scripts-after-paint.mjs';

describe('runScriptsAfterPaint', () => {
  it('moves the page scripts and the third-party ones into a loader at the end of the body', async () => {
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
    expect(html).toMatch(
      /^<!doctype html><html><head><\/head><body><p>Moti<\/p><script>\(function loadAfterFirstPaint\(/,
    );
    expect(html).toMatch(
      /\}\)\(\["\/assets\/js\/runtime~main.1.js","\/assets\/js\/main.2.js"\],\["https:\/\/cdn.example\/a.js"\]\)<\/script><\/body><\/html>$/,
    );
    // Run twice, the build changes no more.
    expect(await runScriptsAfterPaint(dir)).toBe(0);
    expect(readFileSync(page, 'utf8')).toBe(html);
  });
});
