import React, { useId } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import { useBlockColours } from '@site/src/theme-code/block-colours';
import { linesHtml } from './lines-html';
import styles from './styles.module.css';

// Said to a keyboard or screen-reader user on the block: its names are reached from it, not by Tab.
const TYPES_HINT = 'Press Enter for the types of its names, arrows to move between them, Escape to leave.';

// The theme's Content runs Prism in the browser; these lines come coloured from the build.
export default function CodeBlockContent({ className }: Props) {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  const colours = useBlockColours();
  const hintId = useId();
  const typesUrl = useBaseUrl(`/assets/types/${colours?.types ?? ''}.json`);
  const typed = colours?.types !== undefined;
  return (
    <>
      <pre
        ref={codeBlockRef}
        tabIndex={0}
        className={clsx(className, `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
        data-types={typed ? typesUrl : undefined}
        aria-describedby={typed ? hintId : undefined}
      >
        <code
          className={styles.codeBlockLines}
          dangerouslySetInnerHTML={{
            __html: linesHtml({ code: metadata.code, tokens: colours?.tokens, errors: colours?.errors }),
          }}
        />
      </pre>
      {typed ? (
        <span id={hintId} className="code-types-hint" data-markdown="skip">
          {TYPES_HINT}
        </span>
      ) : null}
    </>
  );
}
