import React, { useState, type RefObject } from 'react';
import type { EditProblem, useEditSession } from './useEditSession';
import { OpenInSnack } from './snack/OpenInSnack';
import styles from './styles.module.css';

type Session = ReturnType<typeof useEditSession>;

/** Edit (loads the editor on intent), and, once the code is open or changed, Reset, Copy and Open in Snack. */
export function EditActions({
  session,
  name,
  source,
  editButton,
}: {
  session: Session;
  name: string;
  source: string;
  editButton: RefObject<HTMLButtonElement | null>;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const changed = session.code !== source;
  const copy = () =>
    navigator.clipboard.writeText(session.code).then(
      () => setCopied('Copied'),
      () => setCopied('Copy failed'),
    );
  return (
    <>
      <span className={styles.copyStatus} role="status">
        {copied}
      </span>
      {session.editing || changed ? (
        <>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={session.reset}
            disabled={!changed}
          >
            Reset
          </button>
          <button type="button" className="button button--sm button--secondary" onClick={copy}>
            Copy
          </button>
          <OpenInSnack code={session.code} name={name} />
        </>
      ) : null}
      <button
        type="button"
        ref={editButton}
        className={`button button--sm ${session.editing ? 'button--primary' : 'button--secondary'}`}
        aria-pressed={session.editing}
        onPointerEnter={session.preloadEditor}
        onFocus={session.preloadEditor}
        onClick={session.toggleEditing}
      >
        Edit
      </button>
    </>
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
      <button type="button" className="button button--sm button--primary" onClick={onRun}>
        Run
      </button>
    </div>
  );
}
