import React from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { markdownPath } from '@site/src/plugins/markdown-copies/markdown-path.mjs';
import CopyPage from './index';

/** The page's Copy page row, for the doc page being rendered. */
export default function PageActions() {
  return <CopyPage href={markdownPath(useDoc().metadata.permalink)} />;
}

/** Whether the theme renders the mobile table of contents, beside which the actions then sit. */
export function useActionsBesideToc(): boolean {
  const { frontMatter, toc } = useDoc();
  return !frontMatter.hide_table_of_contents && toc.length > 0;
}
