/**
 * The modal's first rows. DocSearch groups the hits it gets by sidebar category (`hierarchy.lvl0`), in
 * the order each category first appears, and lists a category's hits together: so the second-best page
 * of a question, in another category than the best, waits below every other page of the best one's
 * category, often out of the first rows. The best pages therefore come first in a group of their own,
 * in the engine's order; the rest stay grouped by category below them.
 */

/** How many pages the modal lists first, in rank order. */
export const BEST_MATCHES = 3;
/** The title of their group: a category name no sidebar uses. */
export const BEST_MATCHES_TITLE = 'Best matches';

type GroupedHit = {
  url?: string;
  hierarchy?: { lvl0?: string | null } | null;
  _highlightResult?: { hierarchy?: { lvl0?: { value?: string } } };
};

/** A hit's page: its url without the anchor of the section or the query of a tab. */
const pageOf = (hit: GroupedHit) => (hit.url ?? '').split(/[?#]/)[0];

/**
 * The hits with every section of the BEST_MATCHES first pages moved into the "Best matches" group (its
 * title as DocSearch reads it: the highlighted `lvl0`, or else the plain one). Nothing is reordered, added
 * or dropped, and the hits given are not changed.
 */
export function withBestMatchesFirst<Hit extends GroupedHit>(hits: readonly Hit[]): Hit[] {
  const best = new Set<string>();
  for (const hit of hits) {
    if (best.size === BEST_MATCHES) break;
    best.add(pageOf(hit));
  }
  return hits.map((hit) => {
    if (!best.has(pageOf(hit))) return hit;
    const highlighted = hit._highlightResult?.hierarchy?.lvl0;
    return {
      ...hit,
      hierarchy: { ...hit.hierarchy, lvl0: BEST_MATCHES_TITLE },
      ...(highlighted && {
        _highlightResult: {
          ...hit._highlightResult,
          hierarchy: { ...hit._highlightResult!.hierarchy, lvl0: { ...highlighted, value: BEST_MATCHES_TITLE } },
        },
      }),
    };
  });
}

type SearchingClient = { search: (...args: never[]) => Promise<unknown> };

/**
 * The modal's search client, answering with withBestMatchesFirst: the offline client or Algolia's, so
 * that both modes show the same rows. Other calls go to the client itself.
 */
export function bestMatchesFirst<Client extends SearchingClient>(client: Client): Client {
  const search = client.search.bind(client) as (...args: unknown[]) => Promise<{ results?: unknown[] }>;
  return Object.assign(Object.create(client) as Client, {
    search: (...args: unknown[]) =>
      search(...args).then((answer) => ({
        ...answer,
        results: answer.results?.map((result) =>
          result && typeof result === 'object' && Array.isArray((result as { hits?: unknown }).hits)
            ? { ...result, hits: withBestMatchesFirst((result as { hits: GroupedHit[] }).hits) }
            : result,
        ),
      })),
  });
}
