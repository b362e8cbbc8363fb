import React, { lazy, Suspense, useState, type ComponentType } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { LoadFailure } from './LoadFailure';
import { startRuntimeInSteps } from './start-runtime';
import styles from './styles.module.css';

export type ExampleModule = { default: ComponentType };

type Props = {
  load: () => Promise<ExampleModule>;
  /** Changes on Replay: the example is mounted anew and its animations start over. */
  run: number;
};

// Marks when an example starts fetching its code; bench/live-examples.mjs splits the page's JS there.
const startMark = 'live-example-start';

function lazyExample(load: Props['load']) {
  return lazy(async () => {
    performance.mark(startMark);
    await startRuntimeInSteps();
    return load();
  });
}

/**
 * Fetches the example (and, with it, the shared react-native-web/Reanimated/Moti chunk) on first
 * render in the browser. A failed fetch is not cached: Retry asks for the chunks again.
 */
export default function Runner({ load, run }: Props) {
  const [Example, setExample] = useState(() => lazyExample(load));
  return (
    <ErrorBoundary
      fallback={({ error, tryAgain }) => (
        <LoadFailure
          error={error}
          onRetry={() => {
            setExample(() => lazyExample(load));
            tryAgain();
          }}
        />
      )}
    >
      <Suspense fallback={<p className={styles.loading}>Loading the example…</p>}>
        <div className={styles.root} data-live-example-root>
          <Example key={run} />
        </div>
      </Suspense>
    </ErrorBoundary>
  );
}
