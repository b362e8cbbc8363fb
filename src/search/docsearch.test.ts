import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_TIMEOUTS } from './constants';

// DocSearch 3.9 was chosen because its modal has the spec's constants built in (§5, §9); this keeps an
// upgrade from losing them silently. The ES module build is the one webpack bundles.
const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve('@docsearch/react/package.json'));
const bundle = readFileSync(path.join(root, 'dist/esm/index.js'), 'utf8');

describe('the DocSearch modal this site ships', () => {
  it('is version 3.9.0', () => {
    expect(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version).toBe('3.9.0');
  });

  it('limits the input to 64 characters and snippets to 10 words, 5 up to 768 px', () => {
    expect(bundle).toContain('maxLength:64');
    expect(bundle).toMatch(/useRef\(10\)/);
    expect(bundle).toContain('window.matchMedia("(max-width: 768px)").matches&&(J.current=5)');
  });

  it('keeps 10 favourites and 7 recent searches, 4 when there are favourites', () => {
    expect(bundle).toContain('limit:10');
    expect(bundle).toContain('limit:0===G.getAll().length?7:4');
  });

  it('gives its own Algolia client the timeouts of §9, and retries a failed host after 120 s', () => {
    expect(bundle).toContain('timeouts:{connect:1e3,read:2e3,write:3e4}');
    expect(bundle).toContain('=12e4;');
    expect(SEARCH_TIMEOUTS).toEqual({ connect: 1000, read: 2000, write: 30000 });
  });
});
