import type { EngineHit } from './engine';

/** How many hits of one page come before every other matching page has shown its best hit. */
const LEADING_PER_PAGE = 1;

/**
 * Ranked hits with variety at the top: each page's best hits first, in rank order, then the rest of
 * each page's hits, still in rank order. The modal fills each category's few rows from the top of
 * the list and then groups them by page, so three sections of one page no longer push a better
 * page out of sight; a page's other sections follow, and the modal still shows them grouped.
 */
export function pagesFirst(hits: EngineHit[]): EngineHit[] {
  const shown = new Map<string, number>();
  const leading: EngineHit[] = [];
  const rest: EngineHit[] = [];
  for (const hit of hits) {
    const page = hit.record.url_without_anchor;
    const count = shown.get(page) ?? 0;
    shown.set(page, count + 1);
    (count < LEADING_PER_PAGE ? leading : rest).push(hit);
  }
  return leading.concat(rest);
}
