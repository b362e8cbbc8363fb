import React, { type ReactNode } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { isLoadError } from '../LoadFailure/LoadError';
import styles from './styles.module.css';

type Props = { error: Error; onRetry: () => void };

/** Shown in the example's stage when its code could not be fetched (offline, say) or crashed while starting. */
export function ExampleFailure({ error, onRetry }: Props) {
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.failureTitle}>This example could not start.</p>
      <p className={styles.failureMessage}>{error.message}</p>
      <button type="button" className="button button--sm button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/**
 * Keeps a failure inside the stage: ExampleFailure instead of the page's error screen, and a Retry
 * that fetches a failed chunk again (a load error is forgotten) before rendering anew.
 */
export function ExampleBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={({ error, tryAgain }) => (
        <ExampleFailure
          error={error}
          onRetry={() => {
            if (isLoadError(error)) error.reset();
            tryAgain();
          }}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
