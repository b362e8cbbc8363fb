import React, { useEffect, useRef, useState } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import CodeBlock from '@theme/CodeBlock';
import { LoadBoundary } from '../LoadFailure/LoadBoundary';
import { lazyWithRetry } from '../LoadFailure/lazyWithRetry';
import type { ExampleModule } from './Runner';
import { ExampleFailure } from './ExampleFailure';
import { controlButton } from '../ControlButton';
import { CodeActions, EditButton, EditProblemBox, LinkBrokenNote, LinkCodeNotice } from './EditControls';
import { useNearViewport } from './useNearViewport';
import { useReanimatedVersion } from './reanimated-choice';
import { inPageVersion } from '@site/src/data/reanimated-versions';
import { VersionControl } from './VersionControl';
import { VersionNote } from './VersionNote';
import { versionFor } from './version-notes';
import { EditorPanel, SandboxStage, useEditSession } from './useEditSession';
import styles from './styles.module.css';

export type LiveExampleProps = {
  /** The module's file name under src/examples, without extension: shown above the code. */
  name: string;
  /** What the example shows, for the stage's accessible name. */
  title: string;
  /**
   * The module, loaded in the browser only as the example nears the viewport. Pages leave it out:
   * the remark plugin (src/plugins/live-examples/remark-import-live-example.ts) writes it from `name`.
   */
  load: () => Promise<ExampleModule>;
  /** The same module as text, so the code shown is the code that runs. Written from `name` as `load` is. */
  source: string;
  /** The source's runs of colour, from the build. Written from `name` as `load` is. */
  tokens?: string;
  /** The file of the popups of its typed names. Written from `name` as `load` is. */
  types?: string;
};

// The runner (and what shows edited code) comes with the example, not in every doc page's script.
const Runner = lazyWithRetry(() => import('./Runner'));

/**
 * In the server's HTML on every example, and shown by the stylesheet only when the system asks for
 * reduced motion: added after hydration, it pushed the page down for those readers.
 */
function ReducedMotionNote() {
  return (
    <p className={`${styles.note} ${styles.reducedMotionNote}`} role="note" data-markdown="skip">
      Your system asks for reduced motion. Reanimated follows that setting, so these animations jump straight to their
      end values and loops do not run.
    </p>
  );
}

/** A running Moti example with Replay and Edit controls, above its complete source and, once opened, its code's actions. */
export default function LiveExample({ name, title, load, source, tokens, types }: LiveExampleProps) {
  const [run, setRun] = useState(0);
  const [stageRef, nearViewport] = useNearViewport<HTMLDivElement>();
  const session = useEditSession(name, source);
  const editButton = useRef<HTMLButtonElement>(null);
  const [picked] = useReanimatedVersion();
  // What the example runs on: the version picked, unless the example needs Reanimated 4 (its note says so).
  const version = versionFor(name, picked);
  // Edited code, and any code on the version the page does not carry, runs in its version's frame.
  const inFrame = session.sandboxed || version !== inPageVersion;
  const { onProblem } = session;
  // A problem belongs to the version it happened on.
  useEffect(() => onProblem(null), [version, onProblem]);
  const loading = <p className={styles.loading}>Loading the example…</p>;
  return (
    <div className={styles.liveExample} data-live-example={name}>
      {/* The Markdown copy keeps the source only: a running demo has no text to copy. */}
      <div className={styles.toolbar} data-markdown="skip">
        <span className={styles.label}>Live example</span>
        <div className={styles.actions}>
          <VersionControl />
          <EditButton session={session} editButton={editButton} />
          <button type="button" className={controlButton} onClick={() => setRun((value) => value + 1)}>
            Replay
          </button>
        </div>
      </div>
      <ReducedMotionNote />
      <VersionNote name={name} version={picked} />
      {session.linkBroken ? <LinkBrokenNote /> : null}
      <div className={styles.stage} role="region" aria-label={title} ref={stageRef} data-markdown="skip">
        <BrowserOnly fallback={loading}>
          {() =>
            inFrame && (nearViewport || session.editing) ? (
              <LoadBoundary
                fallback={loading}
                renderFailure={({ error, retry }) => <ExampleFailure error={error} onRetry={retry} />}
              >
                <SandboxStage
                  key={version}
                  name={name}
                  title={title}
                  source={source}
                  // A link's code waits for Run: until then the frame runs the original.
                  code={session.sandboxed ? session.code : source}
                  writesAddress={session.sandboxed}
                  run={run}
                  onProblem={session.onProblem}
                  version={version}
                />
              </LoadBoundary>
            ) : !inFrame && (nearViewport || session.editing) ? (
              <LoadBoundary
                fallback={loading}
                renderFailure={({ error, retry }) => <ExampleFailure error={error} onRetry={retry} />}
              >
                <Runner name={name} load={load} run={run} />
              </LoadBoundary>
            ) : (
              loading
            )
          }
        </BrowserOnly>
      </div>
      {session.fromLink ? <LinkCodeNotice onRun={session.runFromLink} /> : null}
      {session.editing || inFrame ? <EditProblemBox problem={session.problem} /> : null}
      {session.editing || session.code !== source ? (
        <CodeActions session={session} name={name} source={source} version={version} />
      ) : null}
      {session.editing ? (
        <LoadBoundary>
          <EditorPanel
            name={name}
            code={session.code}
            onCodeChange={session.setCode}
            onLeave={() => editButton.current?.focus()}
            autoFocus={session.focusEditor}
          />
        </LoadBoundary>
      ) : (
        // Code changed in the editor has no build-time colours: it shows plain until Reset.
        <CodeBlock language="tsx" title={`${name}.tsx`} {...(session.code === source ? { tokens, types } : {})}>
          {session.code}
        </CodeBlock>
      )}
    </div>
  );
}
