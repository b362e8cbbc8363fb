import React, { Fragment, useEffect, useId, useRef, type ComponentType } from 'react';
import Editor from 'react-simple-code-editor';
import { Highlight } from 'prism-react-renderer';
import { motiDark } from '@site/src/theme-code/prism-theme';
import { EDIT_DEBOUNCE_MS, EDIT_RUN_MARK, editAddress, editedCodeIn } from '../edit-address';
import { compileExample, type Problem } from './compile';
import { runtimeModules } from './runtime-modules';
import { compressCode } from './code-address';
import styles from '../styles.module.css';

export { decompressCode } from './code-address';

/** The outcome of running edited code: a component (null: the original module), or what went wrong. */
export type RunResult =
  | { Component: ComponentType; address: string; problem?: undefined }
  | { Component: null; address?: undefined; problem?: undefined }
  | { problem: Problem };

export type EditorPanelProps = {
  name: string;
  source: string;
  code: string;
  onCodeChange: (code: string) => void;
  onRun: (result: RunResult) => void;
  /** Escape was pressed: focus goes back to the page, so the editor never traps a keyboard. */
  onLeave: () => void;
  autoFocus?: boolean;
};

function Tokens({ code }: { code: string }) {
  return (
    <Highlight code={code} language="tsx" theme={motiDark}>
      {({ tokens, getTokenProps }) => (
        <>
          {tokens.map((line, index) => (
            <Fragment key={index}>
              {line.map((token, key) => (
                <span key={key} {...getTokenProps({ token })} />
              ))}
              {index < tokens.length - 1 ? '\n' : null}
            </Fragment>
          ))}
        </>
      )}
    </Highlight>
  );
}

/** Back to the original: only this example's own fragment leaves the address, never a heading's. */
function clearAddress(name: string) {
  const { pathname, search, hash } = window.location;
  if (editedCodeIn(hash, name) != null) window.history.replaceState(window.history.state, '', pathname + search);
}

/** The example's code as an editor; each change runs after a short pause and lands in the address. */
export default function EditorPanel({ name, source, code, onCodeChange, onRun, onLeave, autoFocus }: EditorPanelProps) {
  const id = useId();
  const textareaId = `${id}-code`;
  const hintId = `${id}-hint`;
  const opened = useRef(true);
  useEffect(() => {
    // The editor cannot pass attributes to its textarea, so the hint is tied to it here.
    document.getElementById(textareaId)?.setAttribute('aria-describedby', hintId);
  }, [textareaId, hintId]);
  useEffect(() => {
    // Code that arrives with the editor (a shared link) runs at once; typing waits for a pause.
    const wait = opened.current ? 0 : EDIT_DEBOUNCE_MS;
    opened.current = false;
    const timer = setTimeout(() => {
      performance.mark(EDIT_RUN_MARK);
      if (code === source) {
        clearAddress(name);
        return onRun({ Component: null });
      }
      const result = compileExample(code, runtimeModules);
      if (result.problem) return onRun({ problem: result.problem });
      // The address is written once the code has rendered (see useEditSession), so a reload never
      // reopens code that froze the page.
      const { pathname, search } = window.location;
      onRun({ Component: result.Component, address: pathname + search + editAddress(name, compressCode(code)) });
    }, wait);
    return () => clearTimeout(timer);
  }, [code, source, name, onRun]);
  return (
    <div className={styles.editor} data-markdown="skip">
      <label htmlFor={textareaId} className={styles.visuallyHidden}>
        {`Code of ${name}.tsx`}
      </label>
      <p id={hintId} className={styles.editorHint}>
        Changes run as you type. Tab indents; Escape leaves the editor. A loop that keeps the page busy for a second is
        stopped.
      </p>
      <Editor
        value={code}
        onValueChange={onCodeChange}
        highlight={(value) => <Tokens code={value} />}
        textareaId={textareaId}
        autoFocus={autoFocus}
        tabSize={2}
        insertSpaces
        padding={16}
        className={styles.editorArea}
        textareaClassName={styles.editorTextarea}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          onLeave();
        }}
      />
    </div>
  );
}
