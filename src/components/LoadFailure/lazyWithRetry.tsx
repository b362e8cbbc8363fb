import React, { use, type ComponentType } from 'react';
import { LoadError } from './LoadError';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * Like `React.lazy`, but a failed load is not cached for good: it is thrown as a `LoadError`
 * whose `reset` lets `<LoadBoundary>`'s Retry load the code again.
 */
export function lazyWithRetry<P extends object>(load: Loader<P>) {
  let attempt: Promise<ComponentType<P>> | undefined;
  const get = () => {
    attempt ??= load().then(
      (module) => module.default,
      (error: unknown) => {
        throw new LoadError(error, () => {
          attempt = undefined;
        });
      },
    );
    return attempt;
  };

  function LazyPart(props: P) {
    const Component = use(get());
    return <Component {...props} />;
  }
  /** Start loading early (on hover, say); a failure here only shows when the part renders. */
  LazyPart.preload = () =>
    get().then(
      () => undefined,
      () => undefined,
    );
  return LazyPart;
}
