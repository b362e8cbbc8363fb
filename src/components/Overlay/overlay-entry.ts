/**
 * The key that marks the history entry an open overlay adds (useBackCloses): a copy of the page's
 * entry, same address and router key, so that the router sees no navigation between the two.
 */
export const OVERLAY_ENTRY = 'overlayOpen';
