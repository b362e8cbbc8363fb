import type { EngineHit } from './engine';

/**
 * Ranked hits with variety at the top: every page's best hit, in rank order, then every page's
 * second best, then all the rest, still in rank order. The modal fills each category's five rows
 * from the top of this list and then groups them by page, so a page with many matching sections
 * shows two of them, not five, and a better page of another category is not pushed out of sight.
 * The further sections follow for "See all results".
 */
export function pagesFirst(hits: EngineHit[]): EngineHit[] {
  const rounds: EngineHit[][] = [[], [], []];
  const shown = new Map<string, number>();
  for (const hit of hits) {
    const page = hit.record.url_without_anchor;
    const count = shown.get(page) ?? 0;
    shown.set(page, count + 1);
    rounds[Math.min(count, rounds.length - 1)].push(hit);
  }
  return rounds.flat();
}
