import { describe, expect, it } from 'vitest';
import { searchSettings } from './config';

const all = { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'moti' };

describe('searchSettings', () => {
  it('is offline with no Algolia variable (blank counts as unset)', () => {
    expect(searchSettings({})).toEqual({ provider: 'offline' });
    expect(searchSettings({ ALGOLIA_APP_ID: ' ' })).toEqual({ provider: 'offline' });
  });

  it('is Algolia with all three', () => {
    expect(searchSettings(all)).toEqual({ provider: 'algolia', appId: 'APP', apiKey: 'key', indexName: 'moti' });
  });

  it('stops the build naming what is missing when only some are set', () => {
    expect(() => searchSettings({ ALGOLIA_APP_ID: 'APP' })).toThrow(
      /missing: ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME/,
    );
    expect(() => searchSettings({ ...all, ALGOLIA_INDEX_NAME: '' })).toThrow(/missing: ALGOLIA_INDEX_NAME\./);
  });
});
