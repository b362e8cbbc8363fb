import path from 'node:path';
import type { OnBrokenMarkdownLinksFunction } from '@docusaurus/types';

/**
 * A broken Markdown link (`[text](./missing.md)`) warns and the build goes on, while
 * broken links fail it. With `onBrokenMarkdownLinks: 'warn'` alone the unresolved `.md` path is
 * then caught as a broken link and fails the build anyway. This hook warns, and marks the link
 * `pathname://` (Docusaurus's "not a route, don't check" protocol): readers land on the
 * not-found page, the author gets the warning.
 */
export const warnOnBrokenMarkdownLink: OnBrokenMarkdownLinksFunction = ({ sourceFilePath, url, node }) => {
  const start = node.position?.start;
  const where = `${path.relative(process.cwd(), sourceFilePath)}${start ? `:${start.line}:${start.column}` : ''}`;
  console.warn(
    `[WARNING] Broken Markdown link: ${url} in ${where} does not match a Markdown file of the docs. ` +
      'The build goes on; the link leads to the not-found page until you fix it.',
  );
  return url.startsWith('pathname://') ? url : `pathname://${url}`;
};
