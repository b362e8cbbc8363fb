import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { keepErrorStatus } = require('./docsearch-error-screen-loader.cjs') as {
  keepErrorStatus: (source: string) => string;
};

describe('the DocSearch error-screen fix', () => {
  // The ES module build, which webpack bundles (Node's `require` would give the UMD one).
  const bundle = readFileSync(
    path.join(path.dirname(require.resolve('@docsearch/react/package.json')), 'dist/esm/index.js'),
    'utf8',
  );

  it('applies to the installed DocSearch exactly once', () => {
    const fixed = keepErrorStatus(bundle);
    expect(fixed).not.toBe(bundle);
    expect(fixed).toContain('"error"!==c.getState().status&&p("idle")');
  });

  it('stops the build when DocSearch no longer has the piece it fixes', () => {
    expect(() => keepErrorStatus('export {}')).toThrow(/check the error screen fix by hand/);
  });
});
