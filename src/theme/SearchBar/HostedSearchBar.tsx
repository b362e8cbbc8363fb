import React, { type ReactNode } from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import { MAX_RESULTS_PER_GROUP, missingResultsUrl } from '../../search/constants';

/** The navbar search of hosted-Algolia builds: the theme's own DocSearch bar, with the spec's limits. */
export default function HostedSearchBar(props: Record<string, unknown>): ReactNode {
  return (
    <OriginalSearchBar {...props} getMissingResultsUrl={missingResultsUrl} maxResultsPerGroup={MAX_RESULTS_PER_GROUP} />
  );
}
