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
          <Highlighted value={title} />
        </Link>
      </Heading>
      {path.length > 0 && (
        <nav aria-label="Where this result is">
          <ul className={clsx('breadcrumbs', styles.hitPath)}>
            {path.map((value, i) => (
              <li key={i} className="breadcrumbs__item">
                <Highlighted value={value} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      {hit.snippet && (
        <p className={styles.hitSnippet}>
          <Highlighted value={hit.snippet} />
        </p>
      )}
    </article>
  );
}
