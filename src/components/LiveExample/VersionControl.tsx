import React, { useId } from 'react';
import { isReanimatedVersion, reanimatedVersions } from '@site/src/data/reanimated-versions';
import { controlSelect } from '../ControlButton';
import { useReanimatedVersion } from './reanimated-choice';
import styles from './styles.module.css';

/** Picks the Reanimated version the examples run on; the choice applies to every example. */
export function VersionControl() {
  const id = useId();
  const [version, setVersion] = useReanimatedVersion();
  return (
    <span className={styles.version}>
      <label htmlFor={id}>Runs on Reanimated</label>
      <select
        id={id}
        className={controlSelect}
        value={version}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (isReanimatedVersion(next)) setVersion(next);
        }}
      >
        {reanimatedVersions.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </span>
  );
}
