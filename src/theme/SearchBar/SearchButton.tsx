import React, { forwardRef, type ButtonHTMLAttributes } from 'react';
import { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

/** The key that goes with K to open search: ⌘ on Apple devices, Ctrl elsewhere. */
function useShortcutKey(): 'Ctrl' | '⌘' | null {
  // After hydration only: the server cannot know the reader's platform.
  const isBrowser = useIsBrowser();
  if (!isBrowser) return null;
  return /Mac|iPhone|iPod|iPad/i.test(navigator.platform) ? '⌘' : 'Ctrl';
}

/**
 * The navbar's search button, in DocSearch's markup (its classes, so DocSearch's button styles apply).
 * It is ours rather than DocSearch's `DocSearchButton` because DocSearch 3.9 ships as one module: its
 * button and keyboard hook bring the whole modal into the script of every page (measured: 157.6 KB
 * gzip of first-load JS on /installation with ours, 184.6 KB with DocSearch's). Drop this file and
 * `useSearchShortcuts.ts` for DocSearch's own once a release splits its button from its modal.
 */
export const SearchButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function SearchButton(props, ref) {
    const shortcutKey = useShortcutKey();
    const label = translate({ id: 'theme.SearchBar.label', message: 'Search', description: 'The search button label' });
    const shortcut = shortcutKey === '⌘' ? 'Meta+K' : 'Control+K';
    return (
      <button
        type="button"
        className="DocSearch DocSearch-Button"
        // Named by what it shows (the label, then the keys), so that voice control finds it; the title
        // names it on narrow screens, where DocSearch's styles hide both.
        title={label}
        aria-keyshortcuts={shortcut}
        {...props}
        ref={ref}
      >
        <span className="DocSearch-Button-Container">
          <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="8.5" cy="8.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M13.3 13.3 18.5 18.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span className="DocSearch-Button-Placeholder">{label}</span>
        </span>
        <span className="DocSearch-Button-Keys">
          {shortcutKey && (
            <>
              <kbd className={`DocSearch-Button-Key ${shortcutKey === 'Ctrl' ? styles.wideKey : ''}`}>
                {shortcutKey}
              </kbd>
              <kbd className="DocSearch-Button-Key">K</kbd>
            </>
          )}
        </span>
      </button>
    );
  },
);
