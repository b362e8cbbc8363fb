import { describe, expect, it } from 'vitest';
import type { EngineHit } from './engine';
import { pagesFirst, settled, type PageSections } from './variety';

const hit = (page: string, order: number) =>
  ({ record: { url_without_anchor: page, url: `${page}#${order}` }, ranking: { order } }) as unknown as EngineHit;

// A fixed sequence of pseudo-random numbers, so that a failure comes back on every run.
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 48271) % 2147483647;
    return state % below;
  };
}

describe('settled', () => {
  it('holds only when the hits ranked so far give the first hits of the whole list', () => {
    const next = numbers(7);
    let early = 0;
    for (let trial = 0; trial < 5000; trial += 1) {
      const hits = Array.from({ length: 1 + next(14) }, (_, i) => hit(`/${'abcd'[next(4)]}`, i));
      const ranked = next(hits.length + 1);
      const count = next(hits.length + 2);
      const pages = new Map<string, PageSections>();
      hits.forEach(({ record }, i) => {
        const sections = pages.get(record.url_without_anchor) ?? { ranked: 0, later: 0 };
        if (i < ranked) sections.ranked += 1;
        else sections.later += 1;
        pages.set(record.url_without_anchor, sections);
      });
      if (!settled(pages, count)) continue;
      if (ranked < hits.length) early += 1;
      expect(pagesFirst(hits.slice(0, ranked)).slice(0, count)).toEqual(pagesFirst(hits).slice(0, count));
    }
    // Not only when everything is ranked.
    expect(early).toBeGreaterThan(500);
  });
});
