import React, { type ReactNode } from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import { useSearchSetup } from '../../search/client/search-client';
import { MAX_RESULTS_PER_GROUP, missingResultsUrl } from '../../search/constants';
import OfflineSearchBar from './OfflineSearchBar';

/** The navbar search: the theme's DocSearch bar on Algolia, or the same modal answered offline. */
export default function SearchBar(props: Record<string, unknown>): ReactNode {
  const setup = useSearchSetup();
  if (setup.provider === 'offline') return <OfflineSearchBar setup={setup} />;
  return (
    <OriginalSearchBar {...props} getMissingResultsUrl={missingResultsUrl} maxResultsPerGroup={MAX_RESULTS_PER_GROUP} />
  );
}
