import { links } from '../site-settings/site-links';

// Search limits that this site sets itself (ARCHITECTURE.md, "What the site promises"); DocSearch 3.9 builds in the rest
// (64-character input, 10-word snippets or 5 up to 768 px, 7 recent searches or 4 beside favourites, 10 favourites).

/** The offline index, under the build folder and the base URL. */
export const SEARCH_INDEX_PATH = 'search-index.json';
/** Hits per page on /search. */
export const SEARCH_PAGE_HITS = 20;
/** Hits shown per sidebar category in the modal. */
export const MAX_RESULTS_PER_GROUP = 5;
/**
 * Sections shown per page in the modal: a page matching in many sections does not take a category's
 * rows before another page appears; "See all results" lists the rest.
 */
export const MAX_SECTIONS_PER_PAGE = 1;
export const MAX_QUERY_LENGTH = 64;
/** Hosted search client timeouts, in milliseconds. */
export const SEARCH_TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 };

/** "Let us know.": a new issue on the docs' repository, titled with the query. */
export function missingResultsUrl({ query }: { query: string }): string {
  const title = `Search: no results for "${query}"`;
  return `${links.github}/issues/new?title=${encodeURIComponent(title)}`;
}

/**
 * Set by the Tabs wrapper on each tab that the address opens (`<Tabs queryString>`): the query that
 * opens it, `path=bare`. Search reads it from the built page, so that a hit inside a panel opens it.
 */
export const TAB_QUERY_ATTRIBUTE = 'data-tab-query';
