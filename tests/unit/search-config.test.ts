import { afterEach, describe, expect, it, vi } from 'vitest';

// The site configuration reads the search variables once, when it loads: that is where a build stops.
describe('docusaurus.config.ts and the Algolia variables', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('stops loading, naming the missing variables, when only some are set', async () => {
    vi.stubEnv('ALGOLIA_APP_ID', 'APP');
    vi.stubEnv('ALGOLIA_SEARCH_API_KEY', '');
    vi.stubEnv('ALGOLIA_INDEX_NAME', '');
    await expect(import('../../docusaurus.config')).rejects.toThrow(
      /missing: ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME/,
    );
  });

  it('wires the hosted search when all three are set, and the offline one with none', async () => {
    vi.stubEnv('ALGOLIA_APP_ID', 'APP');
    vi.stubEnv('ALGOLIA_SEARCH_API_KEY', 'key');
    vi.stubEnv('ALGOLIA_INDEX_NAME', 'moti');
    const hosted = (await import('../../docusaurus.config')).default;
    expect(hosted.customFields?.searchProvider).toBe('algolia');
    expect(hosted.themeConfig?.algolia).toMatchObject({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'moti',
      contextualSearch: true,
    });

    vi.resetModules();
    vi.stubEnv('ALGOLIA_APP_ID', '');
    vi.stubEnv('ALGOLIA_SEARCH_API_KEY', '');
    vi.stubEnv('ALGOLIA_INDEX_NAME', '');
    const offline = (await import('../../docusaurus.config')).default;
    expect(offline.customFields?.searchProvider).toBe('offline');
  });
});
