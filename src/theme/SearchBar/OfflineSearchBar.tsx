import React, { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton, DocSearchModal, useDocSearchKeyboardEvents, type DocSearchProps } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import { useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import { offlineSearchClient } from '../../search/client/offline-client';
import type { SearchSetup } from '../../search/client/search-client';
import { MAX_RESULTS_PER_GROUP, missingResultsUrl } from '../../search/constants';
import { LoadFailure } from '../../components/LoadFailure';
import styles from './styles.module.css';

type ResultsFooterProps = Parameters<NonNullable<DocSearchProps['resultsFooterComponent']>>[0];
type HitProps = Parameters<NonNullable<DocSearchProps['hitComponent']>>[0];

// The modal's styles load with the first intent, as the theme's own search bar does.
const loadModalStyles = () => import('@docsearch/react/style');

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
 * The theme's search bar, answered by the offline client: the same DocSearch button and modal, but no
 * Algolia client, no preconnect to Algolia and no Algolia logo. The index loads on the first intent.
 */
export default function OfflineSearchBar({ setup }: { setup: SearchSetup }): ReactNode {
  const client = offlineSearchClient(setup.indexUrl);
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string>();
  const [loadError, setLoadError] = useState<unknown>(null);

  const prepare = useCallback(() => {
    client.prefetch();
    // A failure here shows when the modal opens, which loads the styles again.
    loadModalStyles().catch(() => {});
  }, [client]);

  const open = useCallback(() => {
    client.prefetch();
    // The modal lives at the top of <body>, outside the navbar that hides on scroll.
    setContainer((current) => {
      if (current) return current;
      const element = document.createElement('div');
      element.className = styles.offline;
      document.body.insertBefore(element, document.body.firstChild);
      return element;
    });
    loadModalStyles().then(
      () => {
        setLoadError(null);
        setIsOpen(true);
      },
      // Spec §8 "Resource load failure": the error text and Retry, where the modal would open.
      (error: unknown) => setLoadError(error),
    );
  }, [client]);

  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      // Typing on the focused button opens the modal with that key; Ctrl/Cmd+F stays the browser's.
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );

  useDocSearchKeyboardEvents({ isOpen, onOpen: open, onClose: close, onInput, searchButtonRef: buttonRef });

  const modalProps = useMemo(
    () =>
      ({
        navigator: { navigate: ({ itemUrl }: { itemUrl: string }) => history.push(itemUrl) },
        transformItems: (items) => items.map((item) => ({ ...item, url: processUrl(item.url) })),
        transformSearchClient: () =>
          client as unknown as ReturnType<NonNullable<DocSearchProps['transformSearchClient']>>,
        resultsFooterComponent: (props: ResultsFooterProps) => <ResultsFooter {...props} onClose={close} />,
      }) satisfies Partial<DocSearchProps>,
    [client, close, history, processUrl],
  );

  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onFocus={prepare}
        onMouseOver={prepare}
        onTouchStart={prepare}
        onClick={open}
        translations={translations.button}
      />
      {isOpen &&
        container &&
        createPortal(
          <DocSearchModal
            appId={setup.appId}
            apiKey={setup.apiKey}
            indexName={setup.indexName}
            onClose={close}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            hitComponent={Hit}
            placeholder={translations.placeholder}
            translations={translations.modal}
            searchParameters={{ facetFilters }}
            getMissingResultsUrl={missingResultsUrl}
            maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
            {...modalProps}
          />,
          container,
        )}
      {loadError !== null &&
        !isOpen &&
        container &&
        createPortal(
          <div className={styles.loadFailure} role="dialog" aria-label="Search">
            <LoadFailure error={loadError} onRetry={open} />
            <button type="button" className="button button--link button--sm" onClick={() => setLoadError(null)}>
              Close
            </button>
          </div>,
          container,
        )}
    </>
  );
}
