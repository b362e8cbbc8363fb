import React, { Suspense, useState, type ComponentType } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { isLoadError } from '../LoadFailure/LoadError';
import { lazyWithRetry } from '../LoadFailure/lazyWithRetry';
import { ExampleFailure } from './ExampleFailure';
import { startRuntimeInSteps } from './start-runtime';
import { EditedExample } from './EditedExample';
import type { EditedRun } from './useEditSession';
import styles from './styles.module.css';

export type ExampleModule = { default: ComponentType };

type Props = {
  load: () => Promise<ExampleModule>;
  /** Changes on Replay: the example is mounted anew and its animations start over. */
  run: number;
  /** Edited code that ran, shown instead of the module; null for the original. */
  edited?: EditedRun | null;
  onCrash?: (error: Error, run: EditedRun) => void;
  onRendered?: (run: EditedRun) => void;
};

const ignore = () => {};

// Marks when an example starts fetching its code; bench/live-examples.mjs splits the page's JS there.
const startMark = 'live-example-start';

/**
 * Fetches the example (and, with it, the shared react-native-web/Reanimated/Moti chunk) on first
 * render in the browser. A failed fetch is not cached: Retry asks for the chunks again. A crash of
 * the example stays in its stage, with the same Retry, and leaves the page readable.
 */
export default function Runner({ load, run, edited, onCrash = ignore, onRendered = ignore }: Props) {
  const [Example] = useState(() =>
    lazyWithRetry(async () => {
      performance.mark(startMark);
      await startRuntimeInSteps();
      return load();
    }),
  );
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
      <Suspense fallback={<p className={styles.loading}>Loading the example…</p>}>
        <div className={styles.root} data-live-example-root>
          {edited ? (
            <EditedExample key={`${edited.id}:${run}`} run={edited} onCrash={onCrash} onRendered={onRendered} />
          ) : (
            <Example key={run} />
          )}
        </div>
      </Suspense>
    </ErrorBoundary>
  );
}
