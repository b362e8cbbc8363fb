import React, { useEffect, useState } from 'react';
import styles from './styles.module.css';

/** The loader shows nothing for its delay (200 ms), so fast loads never flash a spinner. */
export const LOADER_DELAY_MS = 200;

export function DelayedSpinner({ delay = LOADER_DELAY_MS }: { delay?: number }) {
  const [pastDelay, setPastDelay] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPastDelay(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);
  if (!pastDelay) return null;
  return (
    <div className={styles.spinner} role="status" aria-label="Loading">
      <span className={styles.dot} />
    </div>
  );
}
