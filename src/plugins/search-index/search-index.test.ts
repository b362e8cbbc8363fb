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

describe('the search bar a build ships', () => {
  const aliasFor = async (offline: boolean) => {
    const { default: searchIndexPlugin } = await import('./index');
    const plugin = searchIndexPlugin({ offline })({ siteConfig: { url: 'https://example.com' } } as never);
    const config = { experiments: { cache: { type: 'persistent', version: 'base' } } };
    return plugin.configureWebpack?.(config as never, false, {} as never, {} as never) as {
      resolve: { alias: Record<string, string> };
      experiments: { cache: { type: string; version: string } };
    };
  };

  it('is the offline bar in offline builds and the theme’s hosted bar otherwise', async () => {
    expect((await aliasFor(true)).resolve.alias['@moti-docs/search-bar$']).toMatch(/OfflineSearchBar\.tsx$/);
    expect((await aliasFor(false)).resolve.alias['@moti-docs/search-bar$']).toMatch(/HostedSearchBar\.tsx$/);
  });

  it('keys the persistent cache by provider, so a warm build never reuses the other bar', async () => {
    const offline = (await aliasFor(true)).experiments.cache;
    const hosted = (await aliasFor(false)).experiments.cache;
    expect(offline.type).toBe('persistent');
    expect(offline.version).toMatch(/^base-/);
    expect(offline.version).not.toBe(hosted.version);
  });
});
