import React, { Fragment, useEffect, useId } from 'react';
import Editor from 'react-simple-code-editor';
import { Highlight } from 'prism-react-renderer';
import { motiDark } from '@site/src/theme-code/prism-theme';
import styles from '../styles.module.css';

export { decompressCode } from './code-address';
export { default as SandboxStage } from './SandboxStage';

export type EditorPanelProps = {
  name: string;
  code: string;
  onCodeChange: (code: string) => void;
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

/** The example's code as an editor; the stage runs each change in the sandboxed frame. */
export default function EditorPanel({ name, code, onCodeChange, onLeave, autoFocus }: EditorPanelProps) {
  const id = useId();
  const textareaId = `${id}-code`;
  const hintId = `${id}-hint`;
  useEffect(() => {
    // The editor cannot pass attributes to its textarea, so the hint is tied to it here.
    document.getElementById(textareaId)?.setAttribute('aria-describedby', hintId);
  }, [textareaId, hintId]);
  return (
    <div className={styles.editor} data-markdown="skip">
      <label htmlFor={textareaId} className={styles.visuallyHidden}>
        {`Code of ${name}.tsx`}
      </label>
      <p id={hintId} className={styles.editorHint}>
        Changes run as you type, in a sandbox apart from this page. Tab indents; Escape leaves the editor. A loop that
        keeps the example busy for a second is stopped.
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
