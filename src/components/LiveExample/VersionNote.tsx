import React from 'react';
import { inPageVersion, otherVersion, type ReanimatedVersion } from '@site/src/data/reanimated-versions';
import { defaultSpring } from '@site/src/version-facts/default-spring';
import { exampleVersionNotes, needsReanimated4 } from './version-notes';
import styles from './styles.module.css';

// Reanimated 4 changed the spring defaults that Moti passes on; both sets, from the version facts.
function springDefaults(version: ReanimatedVersion): string {
  const own = defaultSpring(version);
  const other = otherVersion(version);
  const theirs = defaultSpring(other);
  const feel = own.bounces ? 'bounces' : 'settles without a bounce';
  return (
    `A spring without settings of its own ${feel} here: Reanimated ${version} gives it mass ${own.mass}, ` +
    `stiffness ${own.stiffness} and damping ${own.damping}, against ${theirs.mass}, ${theirs.stiffness} and ` +
    `${theirs.damping} on Reanimated ${other}.`
  );
}

/** Said instead of running a 4-only example on Reanimated 3, where it would stand still without a word. */
const staysOnReanimated4 =
  'This example keeps running on Reanimated 4: it uses the CSS animations and transitions that Reanimated 4 added, which Reanimated 3 does not have. The other examples on the page run on Reanimated 3.';

/**
 * What differs where the example runs now: on the version the page does not carry (its own frame,
 * whose spring defaults differ), and what this example does differently on the version picked.
 */
export function VersionNote({ name, version }: { name: string; version: ReanimatedVersion }) {
  if (needsReanimated4(name) && version !== 4) {
    return (
      <p className={styles.note} role="note" data-markdown="skip" data-version-note>
        {staysOnReanimated4}
      </p>
    );
  }
  const parts = [
    version !== inPageVersion
      ? `This example runs on Reanimated ${version}, in a sandboxed frame of its own. ${springDefaults(version)}`
      : null,
    exampleVersionNotes[name]?.[version] ? `On Reanimated ${version}: ${exampleVersionNotes[name][version]}` : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className={styles.note} role="note" data-markdown="skip" data-version-note>
      {parts.join(' ')}
    </p>
  );
}
