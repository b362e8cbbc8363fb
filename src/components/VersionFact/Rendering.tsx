import React, { type ReactNode } from 'react';
import type { FactContent } from '@site/src/version-facts/content';
import { InlineView, TableView } from './FactContentView';
import styles from './styles.module.css';

type Props = {
  content: FactContent;
  /** "Reanimated 4.8.0", or "Reanimated 3.19.5 and 4.8.0" for a fact both versions share. */
  label: string;
  /** The button that shows another version, when there is one. */
  switcher?: ReactNode;
};

// Labels are single strings: React separates adjacent text with `<!-- -->`, which the Markdown copies would keep.
/** One version's rendering of a fact, labelled with the version it is for. */
export function Rendering({ content, label, switcher }: Props) {
  if ('table' in content) {
    return (
      <>
        <p className={styles.label}>
          {`For ${label}. `}
          {switcher}
        </p>
        <TableView {...content.table} />
      </>
    );
  }
  const tag = (
    <>
      <span className={styles.label}>{` (${label})`}</span>
      {switcher && ' '}
      {switcher}
    </>
  );
  if ('paragraph' in content) {
    return (
      <p>
        <InlineView parts={content.paragraph} />
        {tag}
      </p>
    );
  }
  return (
    <>
      <InlineView parts={content.inline} />
      {tag}
    </>
  );
}
