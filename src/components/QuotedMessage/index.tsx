// A message a package prints, quoted from src/version-facts/messages (where a test finds each one in
// its package's source), labelled with the package and version that print it. A page writes only the
// id; src/plugins/page-imports gives the component that message from its package's file.
import React from 'react';
import type { QuotedMessageEntry } from '@site/src/version-facts/messages';
import { packageVersions } from '@site/src/version-facts/facts';
import styles from './styles.module.css';

type Props = { id: string; message: QuotedMessageEntry; inline?: boolean };

/** `react-native-reanimated-3` is this repository's alias; an app installs it under its own name. */
const publishedName = (name: string) => name.replace(/-3$/, '');

export default function QuotedMessage({ id, message, inline = false }: Props) {
  const printedBy = `${publishedName(message.package)} ${packageVersions[message.package]}`;
  if (inline) {
    return (
      <code data-quoted-message={id} title={`Printed by ${printedBy}`}>
        {message.text}
      </code>
    );
  }
  return (
    <figure className={styles.message} data-quoted-message={id}>
      <pre className={styles.text}>
        <code>{message.text}</code>
      </pre>
      <figcaption className={styles.caption}>Printed by {printedBy}</figcaption>
    </figure>
  );
}
