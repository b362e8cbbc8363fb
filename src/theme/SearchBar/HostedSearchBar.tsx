import React, { useCallback, useEffect, useState, type ReactNode } from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { DocSearchProps } from '@docsearch/react';
import { bestMatchesFirst } from '../../search/client/best-matches';
import { MAX_RESULTS_PER_GROUP, missingResultsUrl } from '../../search/constants';
import { useBackCloses } from '../../components/Overlay/useBackCloses';
import { SearchErrorScreen, useSearchFailure } from './SearchErrorScreen';

type TransformSearchClient = NonNullable<DocSearchProps['transformSearchClient']>;

/**
 * Whether the theme's DocSearch modal is open. The theme keeps that state to itself; DocSearch marks
 * the page's body with `DocSearch--active` while its modal is open, and that class is what we watch.
 */
function useDocSearchOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const read = () => setOpen(document.body.classList.contains('DocSearch--active'));
    const observer = new MutationObserver(read);
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    read();
    return () => observer.disconnect();
  }, []);
  return open;
}

/** Closes the theme's DocSearch modal as its own Escape key does (it listens on the window). */
const closeDocSearch = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape' }));

/**
 * The navbar search of hosted-Algolia builds: the theme's own DocSearch bar, with the site's search
 * limits and the best pages first (bestMatchesFirst), and Back closing the modal, as offline.
 */
export default function HostedSearchBar(props: Record<string, unknown>): ReactNode {
  const { siteMetadata } = useDocusaurusContext();
  const failure = useSearchFailure();
  // Back closes the modal and keeps the page, as with the offline search.
  useBackCloses(useDocSearchOpen(), closeDocSearch);
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
