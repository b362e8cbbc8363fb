import React from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import styles from './styles.module.css';
import { useHighlightedLines } from '@site/src/theme-code/highlighted-lines';

/** Lines without colours, for a block the build did not highlight (code being edited, say). */
function PlainLines({ code }: { code: string }) {
  return code.split('\n').map((line, index) => (
    <span key={index} className="token-line">
      {line}
      <br />
    </span>
  ));
}

// The theme's Content runs Prism in the browser; these lines come highlighted from the build.
export default function CodeBlockContent({ className }: Props) {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  const highlighted = useHighlightedLines();
  return (
    <pre
      ref={codeBlockRef}
      tabIndex={0}
      className={clsx(className, `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      {highlighted ? (
        <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{ __html: highlighted }} />
      ) : (
        <code className={styles.codeBlockLines}>
          <PlainLines code={metadata.code} />
        </code>
      )}
    </pre>
  );
}
