/**
 * Lazily loaded parts of a page that survive a failed load.
 *
 * ```tsx
 * import { LoadBoundary, lazyWithRetry } from '@site/src/components/LoadFailure';
 *
 * const SearchModal = lazyWithRetry(() => import('./SearchModal'));
 *
 * <LoadBoundary>
 *   <SearchModal {...props} />
 * </LoadBoundary>;
 * ```
 *
 * - `lazyWithRetry(load)`: a component that loads its code on first render (`.preload()` starts
 *   earlier). A failed load is thrown as a `LoadError`, and is not cached, so it can be retried.
 * - `<LoadBoundary fallback? renderFailure?>`: while loading, nothing for 200 ms, then a spinner
 *   (`fallback` replaces it). On a `LoadError`, the error text and a Retry button (`<LoadFailure>`,
 *   or your own via `renderFailure({ error, retry })`); Retry loads again. Any other error, a
 *   crash, goes on to the page's boundary ("This page crashed.", "Try again").
 * - `<LoadFailure error onRetry>`: the failure box alone, for code that loads things its own way.
 * - `LoadError`, `isLoadError`: throw `new LoadError(cause, reset)` from your own loader to get
 *   the same treatment.
 * - `onceUntilFailure(load)`: a loader that runs once and forgets a failure, for code that loads
 *   outside React (the search modal, Prism).
 */
export { LoadBoundary, type LoadBoundaryProps } from './LoadBoundary';
export { lazyWithRetry } from './lazyWithRetry';
export { LoadFailure, type LoadFailureProps } from './LoadFailure';
export { DelayedSpinner, LOADER_DELAY_MS } from './DelayedSpinner';
export { LoadError, isLoadError } from './LoadError';
export { onceUntilFailure } from './onceUntilFailure';
