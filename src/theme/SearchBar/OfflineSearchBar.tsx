import React, { useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { offlineSearchClient } from '../../search/client/offline-client';
import { useSearchSetup } from '../../search/client/search-client';
import { LoadFailure, onceUntilFailure } from '../../components/LoadFailure';
import { useBackCloses } from '../../components/Overlay/useBackCloses';
import type { OfflineSearchModalProps } from './OfflineSearchModal';
import { SearchButton } from './SearchButton';
import { useSearchShortcuts } from './useSearchShortcuts';
import styles from './styles.module.css';

type Modal = ComponentType<OfflineSearchModalProps>;

// The modal's code and styles load on the first intent (hover, focus, touch, shortcut), once;
// a failed load is forgotten so that the next attempt (Retry) loads again.
const loadModal = onceUntilFailure((): Promise<Modal> =>
  Promise.all([import('./OfflineSearchModal'), import('@docsearch/react/style')]).then(([module]) => module.default),
);

/**
 * The navbar search of offline builds: a light button and DocSearch's shortcuts in the page script,
 * DocSearch's modal loaded on intent and answered by the offline index (which also loads on intent).
 */
export default function OfflineSearchBar(): ReactNode {
  const setup = useSearchSetup();
  const client = offlineSearchClient(setup.indexUrl);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [Modal, setModal] = useState<Modal | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string>();
  const [loadError, setLoadError] = useState<unknown>(null);

  const prepare = useCallback(() => {
    client.prefetch();
    // A failure here shows when the modal opens, which loads again.
    loadModal().catch(() => {});
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
    loadModal().then(
      (loaded) => {
        setLoadError(null);
        setModal(() => loaded);
        setIsOpen(true);
      },
      // The modal's code failed to load: the error text and Retry, where the modal would open.
      (error: unknown) => setLoadError(error),
    );
  }, [client]);

  const close = useCallback(() => {
    setIsOpen(false);
    // Without preventScroll, focusing the button of a navbar hidden on scroll took a phone reader
    // back to the top of the page.
    buttonRef.current?.focus({ preventScroll: true });
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

  useSearchShortcuts({ isOpen, onOpen: open, onClose: close, onInput, buttonRef });
  useBackCloses(isOpen, close);

  return (
    <>
      <SearchButton ref={buttonRef} onFocus={prepare} onMouseOver={prepare} onTouchStart={prepare} onClick={open} />
      {isOpen &&
        Modal &&
        container &&
        createPortal(<Modal setup={setup} client={client} initialQuery={initialQuery} onClose={close} />, container)}
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
