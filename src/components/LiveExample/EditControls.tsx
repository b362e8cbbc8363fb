import React, { useState, type RefObject } from 'react';
import type { ReanimatedVersion } from '@site/src/data/reanimated-versions';
import { controlButton } from '../ControlButton';
import type { EditProblem, useEditSession } from './useEditSession';
import { OpenInSnack } from './snack/OpenInSnack';
import styles from './styles.module.css';

type Session = ReturnType<typeof useEditSession>;

/** Edit, in the toolbar: opens the editor (whose code loads on the intent to press it) and closes it. */
export function EditButton({
  session,
  editButton,
}: {
  session: Session;
  editButton: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <button
      type="button"
      ref={editButton}
      className={controlButton}
      aria-pressed={session.editing}
      onPointerEnter={session.preloadEditor}
      onFocus={session.preloadEditor}
      onClick={session.toggleEditing}
    >
      Edit
    </button>
  );
}

/**
 * Reset, Copy and Open in Snack, above the code once it is open or changed. Not in the toolbar:
 * three more controls there took a second row and moved the example down.
 */
export function CodeActions({
  session,
  name,
  source,
  version,
}: {
  session: Session;
  name: string;
  source: string;
  version: ReanimatedVersion;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const changed = session.code !== source;
  const copy = () =>
    navigator.clipboard.writeText(session.code).then(
      () => setCopied('Copied'),
      () => setCopied('Copy failed'),
    );
  return (
    <div className={styles.codeActions} data-markdown="skip">
      <span className={styles.copyStatus} role="status">
        {copied}
      </span>
      <button type="button" className={controlButton} onClick={session.reset} disabled={!changed}>
        Reset
      </button>
      <button type="button" className={controlButton} onClick={copy}>
        Copy
      </button>
      <OpenInSnack code={session.code} name={name} version={version} />
    </div>
  );
}

/** Why the last change did not run; the stage keeps what ran before. */
export function EditProblemBox({ problem }: { problem: EditProblem | null }) {
  return (
    <div className={styles.problem} aria-live="polite" data-markdown="skip" data-edit-problem>
      {problem ? (
        <p className={styles.problemText}>
          <strong>{problem.line != null ? `Line ${problem.line}: ` : 'Error: '}</strong>
          {problem.message}
          <span className={styles.problemHint}> The example keeps the last code that ran.</span>
        </p>
      ) : null}
    </div>
  );
}

export function LinkBrokenNote() {
  return (
    <p className={styles.note} role="note" data-markdown="skip">
      The edited code in this link could not be read, so the example shows its original code.
    </p>
  );
}

/** Code from a link is someone else's: the reader reads it, then runs it in the sandbox. */
export function LinkCodeNotice({ onRun }: { onRun: () => void }) {
  return (
    <div className={`${styles.note} ${styles.linkNotice}`} role="note" data-markdown="skip" data-link-code-notice>
      <span>
        This code came from the link you opened, not from the Moti docs. Read it, then press Run. It runs in a sandbox,
        apart from this page.
      </span>
      <button type="button" className={controlButton} onClick={onRun}>
        Run
      </button>
    </div>
  );
}
