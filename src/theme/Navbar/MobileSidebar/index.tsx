import React, { useEffect, useState } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { LoadBoundary } from '../../../components/LoadFailure';
import { LazyMobileMenu } from './lazy-menu';

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
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened ? (
    <LoadBoundary>
      <LazyMobileMenu />
    </LoadBoundary>
  ) : null;
}
