import type { SearchResult } from 'minisearch';
import type { SearchRecord } from '../records/types';
import type { EngineHit } from './engine';
import { compareRankings, type Ranking } from './ranking/order';
import { pagesFirst, settled, type PageSections } from './variety';

/**
 * One hit per section (DocSearch's `distinct` on `url`), in the order of pagesFirst, exact for the
 * first `wanted` hits, and the count of sections. `found` is each result's words found, a common one
 * counting half: the first key of compareRankings, known before ranking. So the results are ranked a
 * word count at a time, from the highest, until no result with fewer words can come among the first
 * `wanted` hits; a record with fewer words than another of its section never stands for it and is
 * never ranked.
 */
export function rankedSections(
  results: readonly SearchResult[],
  records: readonly SearchRecord[],
  found: readonly number[],
  wanted: number,
  rankOf: (result: SearchResult, record: SearchRecord) => Ranking,
): { hits: EngineHit[]; nbHits: number } {
  const sectionFound = new Map<string, { found: number; page: string }>();
  // Each result's section, kept for the second pass: one lookup by address per result, not two.
  const sectionOf = results.map((result, r) => {
    const { url, url_without_anchor: page } = records[result.id];
    let section = sectionFound.get(url);
    if (!section) sectionFound.set(url, (section = { found: found[r], page }));
    else if (found[r] > section.found) section.found = found[r];
    return section;
  });
  // Per word count, the results that may stand for their section, and the pages of those sections.
  const byCount = new Map<number, { results: number[]; pages: string[] }>();
  const at = (count: number) => {
    let entry = byCount.get(count);
    if (!entry) byCount.set(count, (entry = { results: [], pages: [] }));
    return entry;
  };
  results.forEach((_, r) => {
    if (found[r] === sectionOf[r].found) at(found[r]).results.push(r);
  });
  const pages = new Map<string, PageSections>();
  for (const { found: count, page } of sectionFound.values()) {
    at(count).pages.push(page);
    const sections = pages.get(page);
    if (sections) sections.later += 1;
    else pages.set(page, { ranked: 0, later: 1 });
  }
  const ranked: EngineHit[] = [];
  for (const count of [...byCount.keys()].sort((a, b) => b - a)) {
    if (settled(pages, wanted)) break;
    const entry = byCount.get(count)!;
    const hits = entry.results.map((r) => {
      const record = records[results[r].id];
      return { record, ranking: rankOf(results[r], record) };
    });
    for (const hit of hits.sort((a, b) => compareRankings(a.ranking, b.ranking))) ranked.push(hit);
    for (const page of entry.pages) {
      const sections = pages.get(page)!;
      sections.ranked += 1;
      sections.later -= 1;
    }
  }
  const seen = new Set<string>();
  const sections = ranked.filter(({ record }) => !seen.has(record.url) && seen.add(record.url));
  return { hits: pagesFirst(sections), nbHits: sectionFound.size };
}
