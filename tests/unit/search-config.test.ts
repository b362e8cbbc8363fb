import { describe, expect, it } from 'vitest';
import { loadSiteConfig, restoreEnvironmentAfterEach } from './lib/site-config';

const none = { ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: '' };

// The site configuration reads the search variables once, when it loads: that is where a build stops.
describe('docusaurus.config.ts and the Algolia variables', () => {
  restoreEnvironmentAfterEach();

  it('stops loading, naming the missing variables, when only some are set', async () => {
    await expect(loadSiteConfig({ ...none, ALGOLIA_APP_ID: 'APP' })).rejects.toThrow(
      /missing: ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME/,
    );
  });
});
