import React, { useEffect, useState } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { DelayedSpinner, LoadBoundary, LoadFailure } from '../../../components/LoadFailure';
import { useBackCloses } from '../../../components/Overlay/useBackCloses';
import { LazyMobileMenu } from './lazy-menu';
import styles from './styles.module.css';

/** Starts loading the menu's code as a finger lands on (or focus reaches) the menu button. */
function usePreloadOnReach() {
  useEffect(() => {
    const preload = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.navbar__toggle')) void LazyMobileMenu.preload();
    };
    document.addEventListener('pointerdown', preload, true);
    document.addEventListener('focusin', preload, true);
    return () => {
      document.removeEventListener('pointerdown', preload, true);
      document.removeEventListener('focusin', preload, true);
    };
  }, []);
}

// The menu is built on its first opening, not on every page load, and kept from then on.
export default function NavbarMobileSidebarWrapper() {
  usePreloadOnReach();
  const { shown, toggle } = useNavbarMobileSidebar();
  useBackCloses(shown, toggle);
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  // While the menu loads, or when it failed to, the spinner or the error and Retry sit where the menu
  // will open: above the backdrop that the theme already shows, which would catch a tap on Retry.
  return opened ? (
    <LoadBoundary
      fallback={
        <div className={styles.panel}>
          <DelayedSpinner />
        </div>
      }
      renderFailure={({ error, retry }) => (
        <div className={styles.panel}>
          <LoadFailure error={error} onRetry={retry} />
        </div>
      )}
    >
      <LazyMobileMenu />
    </LoadBoundary>
  ) : null;
}
