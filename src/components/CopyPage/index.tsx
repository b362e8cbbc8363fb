import React, { useEffect, useState } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { ASSISTANTS, assistantLink } from './assistants';
import { copyMarkdown, type CopyOutcome } from './copy-markdown';
import styles from './styles.module.css';

const MESSAGES: Record<CopyOutcome, string> = {
  copied: 'Copied the page as Markdown.',
  refused: 'Your browser refused access to the clipboard. Open “View as Markdown” and copy the text from there.',
  unavailable: 'The Markdown of this page could not be loaded. Check your connection and try again.',
};

/** How long the success message stays; errors stay until the next attempt. */
const CONFIRMATION_MS = 4000;

/** Plain links that open a new chat about the page; closed, the menu takes no room. */
function OpenInAssistant({ markdownUrl }: { markdownUrl: string }) {
  return (
    <details className={styles.menu}>
      <summary className={styles.link}>Ask an assistant</summary>
      <ul className={styles.menuList}>
        {ASSISTANTS.map(({ name, newChat }) => (
          <li key={name}>
            <a href={assistantLink(newChat, markdownUrl)} target="_blank" rel="noopener noreferrer">
              Open in {name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** "Copy page", "View as Markdown" and assistants for the doc page whose Markdown copy is at `href`. */
export default function CopyPage({ href }: { href: string }) {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const { siteConfig } = useDocusaurusContext();

  useEffect(() => {
    if (outcome !== 'copied') return undefined;
    const timer = window.setTimeout(() => setOutcome(null), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    setOutcome(null);
    setOutcome(await copyMarkdown(href));
  };

  return (
    <div className={styles.bar} role="group" aria-label="Page as Markdown">
      <button type="button" className="button button--sm button--outline button--secondary" onClick={copy}>
        Copy page
      </button>
      <a className={styles.link} href={href} type="text/markdown">
        View as Markdown
      </a>
      <OpenInAssistant markdownUrl={`${siteConfig.url}${href}`} />
      {/* Always rendered, empty at first, so that screen readers announce what it receives. */}
      <span
        role="status"
        aria-live="polite"
        className={clsx(styles.status, outcome && outcome !== 'copied' && styles.error)}
      >
        {outcome ? MESSAGES[outcome] : ''}
      </span>
    </div>
  );
}
