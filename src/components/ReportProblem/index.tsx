import React, { type SyntheticEvent } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { currentSection } from './current-section';
import { issueUrl } from './issue-url';
import styles from './styles.module.css';

/**
 * "Report a problem with this page": a link to a new issue in Moti's tracker, prefilled with the page.
 * The server renders it with the page's title and address, which is what a reader without script
 * sends; as the link is used, it adds the section on screen.
 */
export default function ReportProblem() {
  const { metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const address = `${siteConfig.url}${metadata.permalink}`;
  const report = { title: metadata.title, address };

  // Before the browser follows the link (click, middle click, context menu, Enter).
  const addSection = (event: SyntheticEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    const content = link.closest('article')?.querySelector(`.${ThemeClassNames.docs.docMarkdown}`);
    link.href = issueUrl({ ...report, section: content ? currentSection(content, address) : null });
  };

  return (
    <p className={styles.report}>
      <a
        href={issueUrl({ ...report, section: null })}
        target="_blank"
        rel="noopener noreferrer"
        onPointerDown={addSection}
        onClick={addSection}
      >
        Report a problem with this page
      </a>
    </p>
  );
}
