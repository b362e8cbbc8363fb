import React, { useState } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import CodeBlock from '@theme/CodeBlock';
import Runner, { type ExampleModule } from './Runner';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useNearViewport } from './useNearViewport';
import styles from './styles.module.css';

export type LiveExampleProps = {
  /** The module's file name under src/examples, without extension: shown above the code. */
  name: string;
  /** What the example shows, for the stage's accessible name. */
  title: string;
  /** `() => import('@site/src/examples/<name>')`: loaded in the browser only, as the example nears the viewport. */
  load: () => Promise<ExampleModule>;
  /** The same module as text (`!!raw-loader!@site/src/examples/<name>.tsx`): the code shown is the code that runs. */
  source: string;
};

function ReducedMotionNote() {
  return (
    <p className={styles.note} role="note">
      Your system asks for reduced motion. Reanimated follows that setting, so these animations jump straight to their
      end values and loops do not run.
    </p>
  );
}

/** A running Moti example with a Replay control, above its complete source. */
export default function LiveExample({ name, title, load, source }: LiveExampleProps) {
  const [run, setRun] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const [stageRef, nearViewport] = useNearViewport<HTMLDivElement>();
  const loading = <p className={styles.loading}>Loading the example…</p>;
  return (
    <div className={styles.liveExample} data-live-example={name}>
      {/* The Markdown copy keeps the source only: a running demo has no text to copy. */}
      <div className={styles.toolbar} data-markdown="skip">
        <span className={styles.label}>Live example</span>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => setRun((value) => value + 1)}
        >
          Replay
        </button>
      </div>
      {reducedMotion ? <ReducedMotionNote /> : null}
      <div className={styles.stage} role="region" aria-label={title} ref={stageRef} data-markdown="skip">
        <BrowserOnly fallback={loading}>
          {() => (nearViewport ? <Runner load={load} run={run} /> : loading)}
        </BrowserOnly>
      </div>
      <CodeBlock language="tsx" title={`${name}.tsx`}>
        {source}
      </CodeBlock>
    </div>
  );
}
