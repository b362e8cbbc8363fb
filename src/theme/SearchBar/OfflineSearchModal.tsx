import React, { useMemo, type ReactNode } from 'react';
import { DocSearchModal, type DocSearchProps } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import { useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import { bestMatchesFirst } from '../../search/client/best-matches';
import type { OfflineSearchClient } from '../../search/client/offline-client';
import type { SearchSetup } from '../../search/client/search-client';
import { MAX_RESULTS_PER_GROUP, MAX_SECTIONS_PER_PAGE, missingResultsUrl } from '../../search/constants';
import { SearchErrorScreen, useSearchFailure } from './SearchErrorScreen';

type ResultsFooterProps = Parameters<NonNullable<DocSearchProps['resultsFooterComponent']>>[0];
type HitProps = Parameters<NonNullable<DocSearchProps['hitComponent']>>[0];

export type OfflineSearchModalProps = {
  setup: SearchSetup;
  client: OfflineSearchClient;
  initialQuery?: string;
  onClose: () => void;
};

function Hit({ hit, children }: HitProps) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({ state, onClose }: ResultsFooterProps & { onClose: () => void }) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count: state.context.nbHits as number }}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/**
 * DocSearch's modal as the theme configures it, answered by the offline client (no Algolia host, no
 * Algolia logo). Its own chunk: the page loads it on the first intent to search.
 */
export default function OfflineSearchModal({
  setup,
  client,
  initialQuery,
  onClose,
}: OfflineSearchModalProps): ReactNode {
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const failure = useSearchFailure();
  const watchedClient = useMemo(() => bestMatchesFirst(failure.watch(client)), [failure, client]);

  const modalProps = useMemo(
    () =>
      ({
        navigator: { navigate: ({ itemUrl }: { itemUrl: string }) => history.push(itemUrl) },
        // DocSearch hands over the hits of one page at a time (its grouping by category, then page).
        transformItems: (items) =>
          items.slice(0, MAX_SECTIONS_PER_PAGE).map((item) => ({ ...item, url: processUrl(item.url) })),
        transformSearchClient: () =>
          watchedClient as unknown as ReturnType<NonNullable<DocSearchProps['transformSearchClient']>>,
        resultsFooterComponent: (props: ResultsFooterProps) => <ResultsFooter {...props} onClose={onClose} />,
      }) satisfies Partial<DocSearchProps>,
    [watchedClient, onClose, history, processUrl],
  );

  return (
    <>
      <DocSearchModal
        appId={setup.appId}
        apiKey={setup.apiKey}
        indexName={setup.indexName}
        onClose={onClose}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        hitComponent={Hit}
        placeholder={translations.placeholder}
        translations={translations.modal}
        searchParameters={{ facetFilters }}
        getMissingResultsUrl={missingResultsUrl}
        maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
        {...modalProps}
      />
      <SearchErrorScreen failure={failure} />
    </>
  );
}
