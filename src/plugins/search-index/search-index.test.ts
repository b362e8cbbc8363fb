import { describe, expect, it } from 'vitest';

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
