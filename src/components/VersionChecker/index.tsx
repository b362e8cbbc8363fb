import React, { Fragment, useDeferredValue, useState } from 'react';
import { LoadBoundary, lazyWithRetry } from '@site/src/components/LoadFailure';
import { checkedPackages } from './check/packages';
import styles from './styles.module.css';

// The checker's code (semver, the rules, the verdicts and their class names) loads on the reader's
// first focus or keystroke in the box, so the page's first load carries only this box.
const Verdicts = lazyWithRetry(() => import(/* webpackChunkName: "version-checker" */ './Verdicts'));

/** `a`, `b` and `c`, as code. */
const packageList = checkedPackages.map((name, index) => (
  <Fragment key={name}>
    {index === 0 ? '' : index === checkedPackages.length - 1 ? ' and ' : ', '}
    <code>{name}</code>
  </Fragment>
));

/** A box for an app's package.json, and a verdict for each package Moti's versions depend on. */
export default function VersionChecker() {
  const [text, setText] = useState('');
  const [started, setStarted] = useState(false);
  const pasted = useDeferredValue(text);
  return (
    <div className={styles.checker} data-version-checker data-markdown="skip">
      <p>
        Paste your app&apos;s <code>package.json</code>, or only its <code>dependencies</code>. The checker tells you
        whether its {packageList} fit together, from the tables below. It runs in this page with JavaScript; nothing you
        paste leaves the page or is stored. Without JavaScript, find your row in the tables.
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
