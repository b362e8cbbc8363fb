import React from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { LoadBoundary, lazyWithRetry } from '../LoadFailure';

/**
 * Browser tests set this before any script runs (page.addInitScript) to reach failure screens
 * without shipping a broken page: `crash` makes the part throw while rendering.
 */
export type TestHooksFlags = { crash?: boolean };

declare global {
  interface Window {
    __MOTI_TEST_HOOKS__?: TestHooksFlags;
  }
}

// Its own chunk, never requested unless a test sets the flag: tests abort or delay it to see the
// loader and the Retry of a lazily loaded part, and ask it to crash to see the crash screen.
const Hooks = lazyWithRetry(() => import(/* webpackChunkName: "test-hooks" */ './Hooks'));

/**
 * Test-only entry point, mounted in the layout. Readers pay one property check: without the flag
 * (and always during server rendering) it renders nothing and loads nothing. A flag read in the
 * browser beats a second `CRASH_TEST` build: the tests run over the very build that ships.
 */
export default function TestHooks() {
  const isBrowser = useIsBrowser();
  if (!isBrowser || typeof window.__MOTI_TEST_HOOKS__ !== 'object') return null;
  return (
    <LoadBoundary>
      <Hooks />
    </LoadBoundary>
  );
}
