import React, { useCallback, type ReactNode } from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { DocSearchProps } from '@docsearch/react';
import { bestMatchesFirst } from '../../search/client/best-matches';
import { MAX_RESULTS_PER_GROUP, missingResultsUrl } from '../../search/constants';
import { SearchErrorScreen, useSearchFailure } from './SearchErrorScreen';

type TransformSearchClient = NonNullable<DocSearchProps['transformSearchClient']>;

/**
 * The navbar search of hosted-Algolia builds: the theme's own DocSearch bar, with the site's search
 * limits and the best pages first (bestMatchesFirst), as offline.
 */
export default function HostedSearchBar(props: Record<string, unknown>): ReactNode {
  const { siteMetadata } = useDocusaurusContext();
  const failure = useSearchFailure();
  // Replaces the theme's own transform, which only names Docusaurus to Algolia: so do we.
  const transformSearchClient = useCallback<TransformSearchClient>(
    (client) => {
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return bestMatchesFirst(failure.watch(client));
    },
    [siteMetadata.docusaurusVersion, failure],
  );
  return (
    <>
      <OriginalSearchBar
        {...props}
        getMissingResultsUrl={missingResultsUrl}
        maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
        transformSearchClient={transformSearchClient}
      />
      <SearchErrorScreen failure={failure} />
    </>
  );
}
