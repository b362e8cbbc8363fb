import type { AlgoliaResult, SearchRequest } from '../engine/adapter';

type Answerer = (request: SearchRequest) => AlgoliaResult;

/** The calls of algoliasearch's lite client that DocSearch and algoliasearch-helper make, plus `prefetch`. */
export type OfflineSearchClient = {
  appId: string;
  search(input: { requests: SearchRequest[] } | SearchRequest[]): Promise<{ results: AlgoliaResult[] }>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: { algoliaAgent: { value: string; add(options: { segment: string; version?: string }): unknown } };
  /** Starts loading the index (on first intent), without searching. */
  prefetch(): void;
};

/** An error the modal takes for a failed fetch: it shows its error screen for `RetryError` only. */
class IndexUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The search index could not be loaded.', { cause });
    this.name = 'RetryError';
  }
}

/**
 * A search client answered in the browser. `load` runs once, on the first search or prefetch; after a
 * failure the next call tries again (the network may be back).
 */
export function createOfflineClient(load: () => Promise<Answerer>): OfflineSearchClient {
  let loading: Promise<Answerer> | null = null;
  const ready = () => {
    loading ??= load();
    loading.catch(() => (loading = null));
    return loading;
  };
  const agents = ['Moti offline search'];
  const algoliaAgent = {
    get value() {
      return agents.join('; ');
    },
    add({ segment, version }: { segment: string; version?: string }) {
      agents.push(version ? `${segment} (${version})` : segment);
      return algoliaAgent;
    },
  };
  return {
    appId: 'offline',
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      let answerer: Answerer;
      try {
        answerer = await ready();
      } catch (error) {
        throw new IndexUnavailableError(error);
      }
      return { results: requests.map(answerer) };
    },
    addAlgoliaAgent(segment, version) {
      algoliaAgent.add({ segment, version });
    },
    transporter: { algoliaAgent },
    prefetch() {
      ready().catch(() => {});
    },
  };
}

const clients = new Map<string, OfflineSearchClient>();

/** The one offline client of the page for an index URL; its engine chunk and index load lazily. */
export function offlineSearchClient(indexUrl: string): OfflineSearchClient {
  let client = clients.get(indexUrl);
  if (!client) {
    client = createOfflineClient(() => import('../engine/runtime').then(({ loadAnswerer }) => loadAnswerer(indexUrl)));
    clients.set(indexUrl, client);
  }
  return client;
}
