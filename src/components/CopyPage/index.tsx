import React, { useEffect, useRef, useState, type RefObject } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { controlButton } from '../ControlButton';
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

/**
 * Plain links that open a new chat about the page; closed, the menu takes no room. On a phone it is
 * "More" and holds "View as Markdown" too, so that the row fits beside "On this page".
 */
function OpenInAssistant({
  href,
  markdownUrl,
  menu,
}: {
  href: string;
  markdownUrl: string;
  menu: RefObject<HTMLDetailsElement | null>;
}) {
  return (
    <details className={styles.menu} ref={menu}>
      <summary className={controlButton}>
        <span className={styles.wide}>Ask an assistant</span>
        <span className={styles.narrow}>More</span>
      </summary>
      <ul className={styles.menuList}>
        <li className={styles.narrow}>
          <a href={href} type="text/markdown">
            View as Markdown
          </a>
        </li>
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
  const menu = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (outcome !== 'copied') return undefined;
    const timer = window.setTimeout(() => setOutcome(null), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    // The assistants' menu opens where the message shows: the reader has moved on from it.
    if (menu.current) menu.current.open = false;
    setOutcome(null);
    setOutcome(await copyMarkdown(href));
  };

  return (
    <div className={styles.bar} role="group" aria-label="Page as Markdown">
      <button type="button" className={controlButton} onClick={copy}>
        Copy page
      </button>
      <a className={clsx(controlButton, styles.wide)} href={href} type="text/markdown">
        View as Markdown
      </a>
      <OpenInAssistant href={href} markdownUrl={`${siteConfig.url}${href}`} menu={menu} />
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
