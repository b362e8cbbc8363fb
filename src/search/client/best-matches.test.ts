import { describe, expect, it } from 'vitest';
import { BEST_MATCHES, BEST_MATCHES_TITLE, bestMatchesFirst, withBestMatchesFirst } from './best-matches';

/** A hit as DocSearch reads it for grouping: its url, its category and the highlighted category. */
const hit = (url: string, lvl0: string) => ({
  url: `https://moti.fyi${url}`,
  hierarchy: { lvl0, lvl1: url },
  _highlightResult: { hierarchy: { lvl0: { value: lvl0, matchLevel: 'none' } } },
});

/** The groups DocSearch would show: categories in the order they first appear, with their pages. */
function groups(hits: ReturnType<typeof hit>[]) {
  const byTitle = new Map<string, string[]>();
  for (const { url, _highlightResult } of hits) {
    const title = _highlightResult.hierarchy.lvl0.value;
    const page = new URL(url).pathname;
    const pages = byTitle.get(title) ?? [];
    if (!pages.includes(page)) pages.push(page);
    byTitle.set(title, pages);
  }
  return [...byTitle];
}

// Ranked hits of four pages in two categories: grouping alone would list /guide-b above /api-a.
const ranked = [
  hit('/guide-a#one', 'Guides'),
  hit('/api-a#two', 'API'),
  hit('/guide-b', 'Guides'),
  hit('/guide-c', 'Guides'),
  hit('/guide-a#three', 'Guides'),
];

describe('withBestMatchesFirst', () => {
  it('lists the best pages first, in rank order, with every section of theirs, then the rest by category', () => {
    expect(BEST_MATCHES).toBe(3);
    expect(groups(withBestMatchesFirst(ranked))).toEqual([
      [BEST_MATCHES_TITLE, ['/guide-a', '/api-a', '/guide-b']],
      ['Guides', ['/guide-c']],
    ]);
    expect(groups(ranked)[0]).toEqual(['Guides', ['/guide-a', '/guide-b', '/guide-c']]);
  });

  it('renames the plain category too, and changes nothing else: no hit is added, dropped, moved or mutated', () => {
    const before = structuredClone(ranked);
    const after = withBestMatchesFirst(ranked);
    expect(ranked).toEqual(before);
    expect(after.map((h) => h.url)).toEqual(ranked.map((h) => h.url));
    expect(after.map((h) => h.hierarchy.lvl0)).toEqual([
      BEST_MATCHES_TITLE,
      BEST_MATCHES_TITLE,
      BEST_MATCHES_TITLE,
      'Guides',
      BEST_MATCHES_TITLE,
    ]);
    expect(after[0].hierarchy.lvl1).toBe('/guide-a#one');
    expect(after[0]._highlightResult.hierarchy.lvl0.matchLevel).toBe('none');
  });

  it('takes fewer pages when there are fewer, and nothing when there is nothing', () => {
    expect(groups(withBestMatchesFirst(ranked.slice(0, 2)))).toEqual([[BEST_MATCHES_TITLE, ['/guide-a', '/api-a']]]);
    expect(withBestMatchesFirst([])).toEqual([]);
  });

  it("counts a hit in a tab's panel (`?path=bare#…`) as a section of its page", () => {
    const tabbed = [hit('/install?path=bare#pick', 'Guides'), hit('/a', 'API'), hit('/install#first', 'Guides')];
    const titles = withBestMatchesFirst([...tabbed, hit('/b', 'API'), hit('/c', 'API')]).map((h) => h.hierarchy.lvl0);
    expect(titles).toEqual([BEST_MATCHES_TITLE, BEST_MATCHES_TITLE, BEST_MATCHES_TITLE, BEST_MATCHES_TITLE, 'API']);
  });

  it('groups a hit without a highlighted category by its plain one', () => {
    const [first] = withBestMatchesFirst([{ url: '/a', hierarchy: { lvl0: 'Guides' } }]);
    expect(first).toEqual({ url: '/a', hierarchy: { lvl0: BEST_MATCHES_TITLE } });
  });
});

describe('bestMatchesFirst', () => {
  it("answers the modal's search with the best pages first and leaves the client's other calls alone", async () => {
    const client = {
      appId: 'test',
      search: async (requests: unknown[]) => ({ results: requests.map(() => ({ hits: ranked, nbHits: 5 })) }),
    };
    const wrapped = bestMatchesFirst(client);
    expect(wrapped.appId).toBe('test');
    const { results } = (await wrapped.search([{}])) as { results: { hits: typeof ranked; nbHits: number }[] };
    expect(results[0].nbHits).toBe(5);
    expect(groups(results[0].hits)[0][0]).toBe(BEST_MATCHES_TITLE);
  });

  it('passes a failure on as it came', async () => {
    const failure = new Error('offline');
    const wrapped = bestMatchesFirst({ search: () => Promise.reject(failure) });
    await expect(wrapped.search()).rejects.toBe(failure);
  });
});
