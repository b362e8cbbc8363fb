/** The branch whose files the edit links open. */
const DOCS_BRANCH = 'main';

/**
 * Docusaurus's `editUrl` for the repository that holds this site: the theme appends each page's path
 * from the site's folder (`docs/installation.mdx`). Without a repository, pages show no edit link.
 */
export function docsEditUrl(repository: string | undefined): string | undefined {
  if (!repository) return undefined;
  const url = new URL(repository);
  if (url.protocol !== 'https:') throw new Error(`DOCS_REPOSITORY_URL must be an https address, not "${repository}".`);
  return `${url.href.replace(/\/+$/, '')}/edit/${DOCS_BRANCH}/`;
}
