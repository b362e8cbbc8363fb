import React from 'react';
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
