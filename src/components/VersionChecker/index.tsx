import React, { useDeferredValue, useState } from 'react';
import { LoadBoundary, lazyWithRetry } from '@site/src/components/LoadFailure';
import styles from './styles.module.css';

// The checker's code (semver and the rules) loads on the reader's first focus or keystroke in the
// box, so the page's first load carries only this box.
const Verdicts = lazyWithRetry(() => import(/* webpackChunkName: "version-checker" */ './Verdicts'));

/** A box for an app's package.json, and a verdict for each package Moti's versions depend on. */
export default function VersionChecker() {
  const [text, setText] = useState('');
  const [started, setStarted] = useState(false);
  const pasted = useDeferredValue(text);
  return (
    <div className={styles.checker} data-version-checker data-markdown="skip">
      <p>
        Paste your app&apos;s <code>package.json</code>, or only its <code>dependencies</code>. The checker reads{' '}
        <code>moti</code>, <code>react-native-reanimated</code>, <code>react-native-worklets</code>,{' '}
        <code>react-native</code>, <code>expo</code>, <code>react</code> and <code>react-dom</code>, and says for each
        whether it fits, from the tables below. It runs in this page with JavaScript; without JavaScript, find your row
        in the tables. Nothing you paste leaves the page or is stored.
      </p>
      <label className={styles.label} htmlFor="version-checker-input">
        Your package.json
      </label>
      <textarea
        id="version-checker-input"
        className={styles.input}
        rows={8}
        spellCheck={false}
        autoComplete="off"
        value={text}
        placeholder={'{ "dependencies": { "expo": "~55.0.31", "react-native-reanimated": "4.2.1" } }'}
        onFocus={() => void Verdicts.preload()}
        onChange={(event) => {
          setText(event.target.value);
          setStarted(true);
        }}
      />
      {started && (
        <LoadBoundary>
          <Verdicts text={pasted} />
        </LoadBoundary>
      )}
    </div>
  );
}
