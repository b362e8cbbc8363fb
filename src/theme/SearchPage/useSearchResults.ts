import { useEffect, useMemo, useState } from 'react';
import type { SearchResults } from 'algoliasearch-helper';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { loadSearchClient, type SearchSetup } from '../../search/client/search-client';
import { SEARCH_PAGE_HITS } from '../../search/constants';
import { LEVELS } from '../../search/records/types';

export type PageHit = {
  url: string;
  /** Highlighted hierarchy, category first, the hit's own level last. */
  titles: string[];
  /** Highlighted snippet of the text, or '' for a page or heading. */
  snippet: string;
};

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; query: string; hits: PageHit[]; nbHits: number; page: number; nbPages: number };

type Hit = {
  url: string;
  _highlightResult?: { hierarchy?: Record<string, { value: string }> };
  _snippetResult?: { content?: { value: string } };
};

function toPageHit(hit: Hit, processUrl: (url: string) => string): PageHit {
  const hierarchy = hit._highlightResult?.hierarchy ?? {};
  return {
    url: processUrl(hit.url),
    titles: LEVELS.flatMap((level) => (hierarchy[level]?.value ? [hierarchy[level].value] : [])),
    snippet: hit._snippetResult?.content?.value ?? '',
  };
}

/**
 * Hits for the /search page through algoliasearch-helper, 20 a page, with contextual search's facet
 * refinements (language and docs version), from Algolia or the offline client.
 */
export function useSearchResults(
  setup: SearchSetup,
  query: string,
  page: number,
  snippetWords: number,
  processUrl: (url: string) => string,
): SearchState {
  const { i18n } = useDocusaurusContext();
  const allDocsData = useAllDocsData();
  const tags = useMemo(
    () => [
      'default',
      ...Object.entries(allDocsData).map(([pluginId, data]) => `docs-${pluginId}-${data.versions[0].name}`),
    ],
    [allDocsData],
  );
  const key = JSON.stringify([query, page, snippetWords]);
  const [answered, setAnswered] = useState<{ key: string; state: SearchState } | null>(null);

  useEffect(() => {
    if (!query) return undefined;
    let current = true;
    const settle = (state: SearchState) => current && setAnswered({ key, state });
    // A short pause lets fast typing settle before searching (the address updates at once).
    const timer = setTimeout(async () => {
      try {
        // The helper loads with the first query: /search without one needs none of it.
        const [client, { default: algoliaSearchHelper }] = await Promise.all([
          loadSearchClient(setup),
          import('algoliasearch-helper'),
        ]);
        const helper = algoliaSearchHelper(client as never, setup.indexName, {
          hitsPerPage: SEARCH_PAGE_HITS,
          disjunctiveFacets: ['language', 'docusaurus_tag'],
          attributesToSnippet: [`content:${snippetWords}`],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        });
        helper.addDisjunctiveFacetRefinement('language', i18n.currentLocale);
        for (const tag of tags) helper.addDisjunctiveFacetRefinement('docusaurus_tag', tag);
        const results = await helper.setQuery(query).setPage(page).searchOnce({});
        const content = results.content as SearchResults<Hit>;
        settle({
          status: 'done',
          query,
          hits: content.hits.map((hit) => toPageHit(hit, processUrl)),
          nbHits: content.nbHits,
          page: content.page,
          nbPages: content.nbPages,
        });
      } catch {
        settle({ status: 'error' });
      }
    }, 100);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, setup, query, page, snippetWords, processUrl, i18n.currentLocale, tags]);

  if (!query) return { status: 'idle' };
  if (answered?.key === key) return answered.state;
  // While the next answer comes, the last hits stay (no flicker as the user types).
  return answered?.state.status === 'done' ? answered.state : { status: 'loading' };
}
