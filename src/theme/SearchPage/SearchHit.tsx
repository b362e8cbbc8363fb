import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Highlighted from './Highlighted';
import type { PageHit } from './useSearchResults';
import styles from './styles.module.css';

/** One hit: its section as the link, the page and sections above it, then a snippet of its text. */
export default function SearchHit({ hit }: { hit: PageHit }) {
  const title = hit.titles[hit.titles.length - 1] ?? '';
  const path = hit.titles.slice(0, -1);
  return (
    <article className={styles.hit}>
      <Heading as="h2" className={styles.hitTitle}>
        <Link to={hit.url}>
          <Highlighted value={title} humps />
        </Link>
      </Heading>
      {/* The page and sections above the hit, as text: not links, so not a navigation landmark (twenty
          landmarks of one name would be one per hit, which assistive technology cannot tell apart). */}
      {path.length > 0 && (
        <ul className={clsx('breadcrumbs', styles.hitPath)} aria-label="Where this result is">
          {path.map((value, i) => (
            <li key={i} className="breadcrumbs__item">
              <Highlighted value={value} />
            </li>
          ))}
        </ul>
      )}
      {hit.snippet && (
        <p className={styles.hitSnippet}>
          <Highlighted value={hit.snippet} />
        </p>
      )}
    </article>
  );
}
