import React, { Suspense, useState, type ComponentType } from 'react';
import { lazyWithRetry } from '../LoadFailure/lazyWithRetry';
import { ExampleBoundary } from './ExampleFailure';
import { startRuntimeInSteps } from './start-runtime';
import styles from './styles.module.css';

export type ExampleModule = { default: ComponentType };

type Props = {
  /** The example's module name: one fetch per example, however often the stage renders. */
  name: string;
  load: () => Promise<ExampleModule>;
  /** Changes on Replay: the example is mounted anew and its animations start over. */
  run: number;
};

// Marks when an example starts fetching its code; bench/live-examples.mjs splits the page's JS there.
const startMark = 'live-example-start';

// One lazy component per example, kept outside React state: a first render that suspends before it
// commits is thrown away with its state, and a lazy made there would fetch (and mark) a second time.
const examples = new Map<string, ComponentType>();
function exampleOf(name: string, load: Props['load']): ComponentType {
  let example = examples.get(name);
  if (!example) {
    example = lazyWithRetry(async () => {
      performance.mark(startMark);
      await startRuntimeInSteps();
      return load();
    });
    examples.set(name, example);
  }
  return example;
}

/**
 * Fetches the example (and, with it, the shared react-native-web/Reanimated/Moti chunk) on first
 * render in the browser. A failed fetch is not cached: Retry asks for the chunks again. A crash of
 * the example stays in its stage, with the same Retry, and leaves the page readable.
 */
export default function Runner({ name, load, run }: Props) {
  const [Example] = useState(() => exampleOf(name, load));
  return (
    <ExampleBoundary>
      <Suspense fallback={<p className={styles.loading}>Loading the example…</p>}>
        <div className={styles.root} data-live-example-root>
          <Example key={run} />
        </div>
      </Suspense>
    </ExampleBoundary>
  );
}
