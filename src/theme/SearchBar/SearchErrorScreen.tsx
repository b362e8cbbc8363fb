import React, { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import translations from '@theme/SearchTranslations';
import styles from './SearchErrorScreen.module.css';

type SearchingClient = { search: (...args: never[]) => Promise<unknown> };

/**
 * Whether the modal's last search failed. Kept outside React state so that a failure re-renders only
 * the error screen: re-rendering the search bar would make DocSearch start its autocomplete afresh
 * and lose what the reader typed.
 */
class SearchFailure {
  private failed = false;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = () => this.failed;

  readonly set = (failed: boolean) => {
    this.failed = failed;
    for (const listener of this.listeners) listener();
  };

  /**
   * The client, reporting its failures here. DocSearch (3.9 and 4.x alike) sets its "error" status
   * on a failed search, but the autocomplete core it bundles resets every search to "idle" when it
   * settles, so its own error screen never stays and the modal shows "No results" or the previous
   * hits instead. Watching the client goes through the public `transformSearchClient`.
   */
  readonly watch = <Client extends SearchingClient>(client: Client): Client => {
    const search = client.search.bind(client);
    return Object.assign(Object.create(client) as Client, {
      search: (...args: Parameters<Client['search']>) =>
        search(...args).then(
          (answer) => {
            this.set(false);
            return answer;
          },
          (error: unknown) => {
            this.set(true);
            throw error;
          },
        ),
    });
  };
}

/** One failure record for the life of the component that shows the modal. */
export function useSearchFailure(): SearchFailure {
  return useState(() => new SearchFailure())[0];
}

/** Clears the failure when the reader empties the search box or the modal closes (DocSearch searches neither). */
function useClearedWhenDone(failure: SearchFailure, failed: boolean) {
  useEffect(() => {
    if (!failed) return undefined;
    document.documentElement.classList.add(styles.searchFailed);
    const clearWhenEmpty = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.type === 'search' && target.value === '') failure.set(false);
    };
    // DocSearch marks the body while its modal is open.
    const closed = new MutationObserver(() => {
      if (!document.body.classList.contains('DocSearch--active')) failure.set(false);
    });
    document.addEventListener('input', clearWhenEmpty, true);
    closed.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    return () => {
      document.documentElement.classList.remove(styles.searchFailed);
      document.removeEventListener('input', clearWhenEmpty, true);
      closed.disconnect();
    };
  }, [failed, failure]);
}

/**
 * The error screen, with DocSearch's classes and the theme's texts, laid over the modal's results
 * while the last search has failed: our own element at the end of <body>, placed by DocSearch's
 * public size variables, not put inside DocSearch's markup.
 */
export function SearchErrorScreen({ failure }: { failure: SearchFailure }): ReactNode {
  const failed = useSyncExternalStore(failure.subscribe, failure.current, () => false);
  useClearedWhenDone(failure, failed);
  if (!failed) return null;
  const texts = translations.modal?.errorScreen;
  return createPortal(
    <div className={`DocSearch-ErrorScreen ${styles.errorScreen}`} role="status">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <path
            d="M10 2.5a7.5 7.5 0 1 0 0 15 7.5 7.5 0 0 0 0-15ZM10 6v4.5M10 13.5v.5"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
          />
        </svg>
      </div>
      <p className="DocSearch-Title">{texts?.titleText}</p>
      <p className="DocSearch-Help">{texts?.helpText}</p>
    </div>,
    document.body,
  );
}
