// Which search the build wires in, from the environment (read once by docusaurus.config.ts).

const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export type SearchProvider = 'offline' | 'algolia';

export type SearchSettings =
  { provider: 'offline' } | { provider: 'algolia'; appId: string; apiKey: string; indexName: string };

/** Offline unless all three Algolia variables are set; some but not all of them is a configuration error. */
export function searchSettings(env: Record<string, string | undefined>): SearchSettings {
  const missing = ALGOLIA_VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length === ALGOLIA_VARIABLES.length) return { provider: 'offline' };
  if (missing.length > 0) {
    throw new Error(
      `Hosted search needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME; missing: ${missing.join(', ')}. ` +
        'Set them all for Algolia, or none for the offline search.',
    );
  }
  return {
    provider: 'algolia',
    appId: env.ALGOLIA_APP_ID!.trim(),
    apiKey: env.ALGOLIA_SEARCH_API_KEY!.trim(),
    indexName: env.ALGOLIA_INDEX_NAME!.trim(),
  };
}

/**
 * `themeConfig.algolia` of theme-search-algolia. The theme requires credentials even offline; there
 * they only name the browser storage of recent searches, and no Algolia client is ever created.
 */
export function algoliaThemeConfig(settings: SearchSettings) {
  const credentials =
    settings.provider === 'algolia'
      ? { appId: settings.appId, apiKey: settings.apiKey, indexName: settings.indexName }
      : { appId: 'offline', apiKey: 'offline', indexName: 'moti-docs' };
  return { ...credentials, contextualSearch: true, searchPagePath: 'search' };
}
