import React, { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  LEAST_HEIGHT_PARAMETER,
  MAX_FRAME_HEIGHT,
  isFrameMessage,
  type RunMessage,
} from '@site/src/live-example-frame/protocol';
import { reanimatedRuntimes, type ReanimatedVersion } from '@site/src/data/reanimated-versions';
import { EDIT_DEBOUNCE_MS, EDIT_RUN_MARK, EDIT_UPDATE_MEASURE, editAddress, editedCodeIn } from '../edit-address';
import type { EditProblem } from '../useEditSession';
import { compressCode } from './code-address';
import styles from '../styles.module.css';

export type SandboxStageProps = {
  name: string;
  title: string;
  /** The original code: running it again takes the example's own fragment out of the address. */
  source: string;
  /** The code to run; a change runs after a short pause. */
  code: string;
  /** Changes on Replay: the same code runs again, mounted anew. */
  run: number;
  /** What went wrong with the newest run, or null once it rendered. */
  onProblem: (problem: EditProblem | null) => void;
  /** Which Reanimated the code runs on: each version has a frame of its own. */
  version: ReanimatedVersion;
  /** Whether a rendered run writes its code into the address (not while a link's code waits for Run). */
  writesAddress: boolean;
};

/** The address of the page with `name`'s edited code, or without it for the original. */
function addressFor(name: string, code: string, source: string) {
  const { pathname, search, hash } = window.location;
  if (code !== source) return pathname + search + editAddress(name, compressCode(code));
  return editedCodeIn(hash, name) != null ? pathname + search : pathname + search + hash;
}

/**
 * The stage of an edited example: a sandboxed frame with an opaque origin (no `allow-same-origin`),
 * so that code typed or opened from a link cannot read or change the docs page, its storage or its
 * cookies, nor navigate it. The page sends the code; the frame answers with what happened.
 */
export default function SandboxStage({
  name,
  title,
  source,
  code,
  run,
  onProblem,
  version,
  writesAddress,
}: SandboxStageProps) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  // The frame fills at least the room the stage gave the example in the page, and tells its height.
  const [least, setLeast] = useState<number | null>(null);
  useLayoutEffect(() => setLeast(Math.round(box.current?.clientHeight ?? 0)), []);
  const [ready, setReady] = useState(false);
  const [shown, setShown] = useState(false);
  const [height, setHeight] = useState<number | null>(null);
  const runs = useRef({ latest: 0, code: new Map<number, string>() });
  const firstRun = useRef(true);
  const lastRun = useRef(run);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || !isFrameMessage(event.data)) return;
      const message = event.data;
      if (message.kind === 'ready') return setReady(true);
      if (message.kind === 'height') return setHeight(Math.min(Math.max(message.height, 0), MAX_FRAME_HEIGHT));
      const latest = message.id === runs.current.latest;
      if (message.kind === 'problem') {
        setShown(true);
        if (latest) onProblem({ message: message.message, line: message.line });
        return;
      }
      const ran = runs.current.code.get(message.id);
      if (ran == null) return;
      setShown(true);
      // The address is written once the code has rendered, so a reload never reopens code that froze.
      const address = addressFor(name, ran, source);
      const { pathname, search, hash } = window.location;
      if (writesAddress && pathname + search + hash !== address)
        window.history.replaceState(window.history.state, '', address);
      if (!latest) return;
      onProblem(null);
      if (performance.getEntriesByName(EDIT_RUN_MARK).length > 0) {
        performance.measure(EDIT_UPDATE_MEASURE, EDIT_RUN_MARK);
        performance.clearMarks(EDIT_RUN_MARK);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [name, source, onProblem, writesAddress]);

  useEffect(() => {
    if (!ready) return;
    // The first code and a Replay run at once; typing waits for a pause.
    const replay = lastRun.current !== run;
    lastRun.current = run;
    const wait = firstRun.current || replay ? 0 : EDIT_DEBOUNCE_MS;
    firstRun.current = false;
    const timer = setTimeout(() => {
      const id = runs.current.latest + 1;
      runs.current.latest = id;
      runs.current.code.set(id, code);
      performance.mark(EDIT_RUN_MARK);
      const message: RunMessage = { kind: 'run', id, code };
      // The frame's origin is opaque, so no origin can be named; the frame is ours and sandboxed.
      frame.current?.contentWindow?.postMessage(message, '*');
    }, wait);
    return () => clearTimeout(timer);
  }, [ready, code, run]);

  return (
    <div className={styles.sandbox} ref={box}>
      {shown ? null : <p className={styles.loading}>Loading the example…</p>}
      {least == null ? null : (
        <iframe
          ref={frame}
          src={`${reanimatedRuntimes[version].framePath}?${LEAST_HEIGHT_PARAMETER}=${least}`}
          sandbox="allow-scripts"
          title={`${title} (edited code)`}
          className={styles.frame}
          style={{ height: height ?? least }}
          data-live-example-frame={version}
        />
      )}
    </div>
  );
}
