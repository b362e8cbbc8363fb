import { useEffect, useEffectEvent } from 'react';
import { useHistory } from '@docusaurus/router';
import { OVERLAY_ENTRY } from './overlay-entry';

const onOverlayEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.[OVERLAY_ENTRY]);

/**
 * While `open`, Back closes the overlay and keeps the page, as it does in a phone's own dialogs: the
 * overlay adds a history entry when it opens, and Back pops it. Closed another way (Escape, a tap on
 * the backdrop), the overlay takes its entry back, so that the next Back leaves the page as usual. A
 * link followed from the overlay replaces the overlay's entry rather than stacking on it.
 */
export function useBackCloses(open: boolean, close: () => void): void {
  const history = useHistory();
  const closeOnBack = useEffectEvent(close);

  useEffect(() => {
    if (!open) return undefined;
    // The overlay's steps in history must not move the page: the browser would restore the scroll
    // position it kept with the page's entry, which the search modal's scroll lock had set to 0.
    const restoration = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const restore = () => {
      window.history.scrollRestoration = restoration;
    };
    window.history.pushState({ ...(window.history.state as object | null), [OVERLAY_ENTRY]: true }, '');
    // The router asks its one blocker before every navigation: a Back closes, a link replaces.
    const unblock = history.block((location, action) => {
      if (action === 'POP') {
        closeOnBack();
        return false;
      }
      if (action === 'PUSH' && onOverlayEntry()) {
        unblock();
        history.replace(location);
        return false;
      }
      return undefined;
    });
    return () => {
      unblock();
      if (!onOverlayEntry()) {
        restore();
        return;
      }
      window.addEventListener('popstate', restore, { once: true });
      window.history.back();
      // The step back lands on the page's own entry: the router must not take it for a navigation
      // (it would scroll to the top). Set after the other effects' clean-ups, which may drop a blocker.
      queueMicrotask(() => {
        const unblockOnce = history.block(() => {
          unblockOnce();
          return false;
        });
      });
    };
  }, [open, history]);
}
