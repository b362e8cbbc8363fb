import React from 'react';
import type { ReanimatedVersion } from '@site/src/live-example-frame/reanimated-versions';
import { exampleVersionNotes } from './version-notes';
import styles from './styles.module.css';

/** Says where an example runs when the reader picked Reanimated 4, and what differs there. */
export function VersionNote({ name, version }: { name: string; version: ReanimatedVersion }) {
  if (version === 3) return null;
  const difference = exampleVersionNotes[name]?.[version];
  return (
    <p className={styles.note} role="note" data-markdown="skip" data-version-note>
      This example runs on Reanimated 4 and react-native-worklets, in a sandboxed frame of its own. A spring without
      settings of its own settles without a bounce here: Reanimated 4 changed the defaults that Moti passes on (mass 4,
      stiffness 900 and damping 120, against 1, 100 and 10).
      {difference ? ` ${difference}` : null}
    </p>
  );
}
