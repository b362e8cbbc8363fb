import { useMemo } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { LiteClient } from 'algoliasearch/lite';
import type { SearchProvider } from '../config';
import { SEARCH_INDEX_PATH, SEARCH_TIMEOUTS } from '../constants';
import { offlineSearchClient, type OfflineSearchClient } from './offline-client';

export type SearchSetup = {
  provider: SearchProvider;
  appId: string;
  apiKey: string;
  indexName: string;
  /** The offline index, for the offline provider. */
  indexUrl: string;
};

type AlgoliaThemeConfig = { algolia: { appId: string; apiKey: string; indexName: string } };

/** How this build searches, from the site config (customFields.searchProvider, themeConfig.algolia). */
export function useSearchSetup(): SearchSetup {
  const { siteConfig } = useDocusaurusContext();
  const indexUrl = useBaseUrl(`/${SEARCH_INDEX_PATH}`);
  const { appId, apiKey, indexName } = (siteConfig.themeConfig as AlgoliaThemeConfig).algolia;
  const provider = siteConfig.customFields?.searchProvider === 'algolia' ? 'algolia' : 'offline';
  return useMemo(
    () => ({ provider, appId, apiKey, indexName, indexUrl }),
    [provider, appId, apiKey, indexName, indexUrl],
  );
}

export type SearchClient = OfflineSearchClient | LiteClient;

const hostedClients = new Map<string, Promise<LiteClient>>();

/**
 * The client of the /search page and the not-found page: the offline one, or algoliasearch's own lite
 * client with the timeouts of SEARCH_TIMEOUTS (loaded on demand, so offline builds never fetch its code).
 */
export function loadSearchClient(setup: SearchSetup): Promise<SearchClient> {
  if (setup.provider === 'offline') return Promise.resolve(offlineSearchClient(setup.indexUrl));
  const key = `${setup.appId}/${setup.apiKey}`;
  let client = hostedClients.get(key);
  if (!client) {
    client = import('algoliasearch/lite').then(({ liteClient }) =>
      liteClient(setup.appId, setup.apiKey, { timeouts: SEARCH_TIMEOUTS }),
    );
    hostedClients.set(key, client);
  }
  return client;
}

export type HitSummary = { url: string; hierarchy: Record<string, string | null> };

/** The hits of one query, from whichever client this build uses. */
export async function searchHits(setup: SearchSetup, request: Record<string, unknown>): Promise<HitSummary[]> {
  const client = (await loadSearchClient(setup)) as unknown as {
    search(input: { requests: Record<string, unknown>[] }): Promise<{ results: { hits?: HitSummary[] }[] }>;
  };
  const { results } = await client.search({ requests: [{ indexName: setup.indexName, ...request }] });
  return results[0]?.hits ?? [];
}
