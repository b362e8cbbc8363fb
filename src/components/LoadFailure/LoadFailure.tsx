import React from 'react';
import styles from './styles.module.css';

export type LoadFailureProps = {
  error: unknown;
  /** Loads the part again; shown as the Retry button. */
  onRetry: () => void;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A part that failed to load: the error text with a Retry button, so the reader is never stuck. */
export function LoadFailure({ error, onRetry }: LoadFailureProps) {
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.title}>This part of the page could not load.</p>
      <p className={styles.detail}>{errorText(error)}</p>
      <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
