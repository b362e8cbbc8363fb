import type { EngineHit } from './engine';

/** A page's best hits, its second best, then all the rest. */
const ROUNDS = 3;

/**
 * Ranked hits with variety at the top: every page's best hit, in rank order, then every page's
 * second best, then all the rest, still in rank order. The modal fills each category's five rows
 * from the top of this list and then groups them by page, so a page with many matching sections
 * shows two of them, not five, and a better page of another category is not pushed out of sight.
 * The further sections follow for "See all results".
 */
export function pagesFirst(hits: EngineHit[]): EngineHit[] {
  const rounds: EngineHit[][] = Array.from({ length: ROUNDS }, () => []);
  const shown = new Map<string, number>();
  for (const hit of hits) {
    const page = hit.record.url_without_anchor;
    const count = shown.get(page) ?? 0;
    shown.set(page, count + 1);
    rounds[Math.min(count, ROUNDS - 1)].push(hit);
  }
  return rounds.flat();
}

/** A page's sections ranked so far, and those still to rank, all below every ranked one. */
export type PageSections = { ranked: number; later: number };

/**
 * Whether the first `count` hits of pagesFirst are known from the sections ranked so far: a section
 * ranked later goes after every ranked one of its round, so the ranked rounds stand up to the first
 * round that a later section enters.
 */
export function settled(pages: ReadonlyMap<string, PageSections>, count: number): boolean {
  let known = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const last = round === ROUNDS;
    let entered = false;
    for (const { ranked, later } of pages.values()) {
      known += last ? Math.max(0, ranked - round + 1) : Number(ranked >= round);
      entered ||= later > 0 && ranked + later >= round && (last || ranked < round);
    }
    if (known >= count) return true;
    if (entered) return false;
  }
  return true;
}
