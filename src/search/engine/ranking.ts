import type { SearchResult } from 'minisearch';
import type { SearchRecord } from '../records/types';
import { PARTS_QUALITY, type QueryMatcher } from './query';

/**
 * Where a query word matched, best first: the page title, then headings from the highest level, then
 * the camel-case parts of titles and headings (`interpolate` in `useMotiPressableInterpolate`), then
 * the identifiers a table row or list item is about (`translateX` in the transforms table), then the
 * sidebar category, then body text, where an identifier is only mentioned in passing.
 */
export const ATTRIBUTES = [
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
  'parts',
  'identifiers',
  'lvl0',
  'content',
] as const;
export type Attribute = (typeof ATTRIBUTES)[number];
const ATTRIBUTE_RANK = Object.fromEntries(ATTRIBUTES.map((name, rank) => [name, rank])) as Record<Attribute, number>;
// Records of body text, where the BM25 score says more than the coverage of a heading.
const TEXT_RANKS = new Set([ATTRIBUTE_RANK.content, ATTRIBUTE_RANK.identifiers]);
/** Algolia's cap on the distance between two query words; also the distance across attributes. */
const FAR = 8;
/**
 * Algolia's `minProximity`: distances below it count as equal, so "from, animate" in a list does not
 * outrank a heading "How from and animate work together" on proximity alone.
 */
const MIN_PROXIMITY = 2;

/** The ranking criteria of one hit, compared in this order, as Algolia's tie-breaking algorithm does. */
export type Ranking = {
  /**
   * Query words found, each once: a compound term (`Next.js`) is one word (more is better; fewer than
   * all only when words were made optional).
   */
  words: number;
  /**
   * Query words found in the page title, a heading, the camel-case parts of one or the identifiers the
   * record is about, as typed or in another form, not through a typo (more is better): a section that
   * names a word of the query is about it.
   */
  named: number;
  /**
   * Query words found that are on most pages (`moti`, `animation`; more is better): they count after
   * the words that name a topic, unless the query has no other.
   */
  common: number;
  /** Typos over all query words, each counted at its best match (fewer is better). */
  typos: number;
  /** Sum of the distances between consecutive query words, 8 when apart (smaller is better). */
  proximity: number;
  /** Best attribute a word matched in, index in ATTRIBUTES (lower is better). */
  attribute: number;
  /** Query words matched exactly, not as a prefix or with a typo (more is better). */
  exact: number;
  /** Share of the best attribute's words that the query matched: "Transitions" beats "Steps with their own transition". */
  coverage: number;
  /** 100 for a page, 90 … 50 for headings, 0 for body text (higher is better). */
  level: number;
  /** Order on the page (earlier is better). */
  position: number;
  /**
   * The words found weighed by their rarity in the docs (inverse frequency; higher is better), when
   * words were made optional: it breaks ties between hits that match as many words as well, and never
   * outranks a word more.
   */
  weight: number;
  /** MiniSearch's BM25 score (higher is better), which orders body text. */
  score: number;
  /** Order of the record in the site, the last tie-break. */
  order: number;
};

/** A record's attributes as words (memoized by the engine). */
export type FieldWords = {
  /** In order, camel-case words followed by their parts (see `positions`). */
  tokens(record: SearchRecord, field: Attribute): string[];
  /** How many words the attribute has. */
  count(record: SearchRecord, field: Attribute): number;
};

/**
 * Closest distance between query words i and i+1 in any one attribute, a reversed pair counting one
 * more. Only each word's best matches count: a prefix match does not stand in for an exact one.
 */
function proximity(
  record: SearchRecord,
  matcher: QueryMatcher,
  fieldWords: FieldWords,
  quality: number[],
  fields: Attribute[],
): number {
  const count = matcher.words.length;
  if (count < 2) return 0;
  const best = new Array<number>(count - 1).fill(FAR);
  for (const field of fields) {
    const tokens = fieldWords.tokens(record, field);
    if (tokens.length < 2) continue;
    // The last place seen of each query word: a single pass finds the closest pairs.
    const last = new Array<number>(count).fill(-Infinity);
    for (let at = 0; at < tokens.length; at += 1) {
      if (matcher.mask(tokens[at]) === 0) continue;
      const matches = matcher.matches(tokens[at]);
      const mask = matches.reduce((bits, match, i) => (match?.quality === quality[i] ? bits | (1 << i) : bits), 0);
      for (let i = 0; i < count; i += 1) {
        if (!(mask & (1 << i))) continue;
        if (i > 0 && last[i - 1] > -Infinity) best[i - 1] = Math.min(best[i - 1], at - last[i - 1]);
        if (i < count - 1 && last[i + 1] > -Infinity) best[i] = Math.min(best[i], at - last[i + 1] + 1);
      }
      for (let i = 0; i < count; i += 1) if (mask & (1 << i)) last[i] = at;
    }
  }
  return best.reduce((sum, distance) => sum + Math.max(MIN_PROXIMITY, Math.min(distance, FAR)), 0);
}

/** The match quality of one typo (see WordMatch): better qualities are the word itself. */
const TYPO_QUALITY = 2;

/** How many bits are set: the query words in a mask. */
export function bitCount(mask: number): number {
  let bits = 0;
  for (let rest = mask; rest; rest &= rest - 1) bits += 1;
  return bits;
}

export function rank(
  result: SearchResult,
  matcher: QueryMatcher,
  record: SearchRecord,
  fieldWords: FieldWords,
  weights?: number[],
  common = 0,
): Ranking {
  const count = matcher.words.length;
  const quality = new Array<number>(count).fill(Infinity);
  const typos = new Array<number>(count).fill(0);
  // The parts of each compound term found, as bits: the term counts when all are there.
  const partsFound = new Array<number>(count).fill(0);
  for (const term of result.terms) {
    matcher.matches(term).forEach((match, i) => {
      if (!match) return;
      if (match.part !== undefined) partsFound[i] |= 1 << match.part;
      else if (match.quality < quality[i]) {
        quality[i] = match.quality;
        typos[i] = match.typos;
      }
    });
  }
  const byParts = matcher.words.map((word, i) => {
    const whole = word.parts.length > 0 && partsFound[i] === (1 << word.parts.length) - 1;
    if (!whole || quality[i] <= PARTS_QUALITY) return false;
    quality[i] = PARTS_QUALITY;
    typos[i] = 0;
    return true;
  });
  // Where each word's best matches are: an exact word in the text is not promoted by a typo that
  // happens to match the title. One bit mask of query words per attribute (allocation-light: this
  // runs for every matching record).
  const where = new Array<number>(ATTRIBUTES.length).fill(0);
  const bestOf = new Array<number>(count).fill(ATTRIBUTES.length);
  for (const term of result.terms) {
    matcher.matches(term).forEach((match, i) => {
      if (!match || match.quality !== quality[i] || (match.part !== undefined && !byParts[i])) return;
      for (const field of result.match[term]) {
        const at = ATTRIBUTE_RANK[field as Attribute];
        bestOf[i] = Math.min(bestOf[i], at);
        where[at] |= 1 << i;
      }
    });
  }
  // The best attribute that holds every word found; failing one, the attribute of the word found
  // least well: a title that has one word of two is not a title match.
  const foundCount = quality.filter((q) => q < Infinity).length;
  const holdingAll = where.findIndex((mask) => mask !== 0 && bitCount(mask) === foundCount);
  const attribute = holdingAll !== -1 ? holdingAll : Math.max(...bestOf.filter((at) => at < ATTRIBUTES.length));
  const bestWords = attribute < ATTRIBUTES.length ? fieldWords.count(record, ATTRIBUTES[attribute]) : 0;
  return {
    words: quality.filter((q, i) => q < Infinity && !(common & (1 << i))).length,
    named: quality.filter((q, i) => q < TYPO_QUALITY && bestOf[i] < ATTRIBUTE_RANK.lvl0 && !(common & (1 << i))).length,
    common: quality.filter((q, i) => q < Infinity && common & (1 << i)).length,
    weight: weights ? quality.reduce((sum, q, i) => (q < Infinity ? sum + weights[i] : sum), 0) : 0,
    typos: typos.reduce((sum, t) => sum + t, 0),
    // Only an attribute holding two query words or more can bring two of them close.
    proximity: proximity(
      record,
      matcher,
      fieldWords,
      quality,
      ATTRIBUTES.filter((_, at) => bitCount(where[at]) > 1),
    ),
    attribute,
    exact: quality.filter((q) => q === 0).length,
    coverage: bestWords ? bitCount(where[attribute] ?? 0) / bestWords : 0,
    level: record.weight.level,
    position: record.weight.position,
    score: result.score,
    order: result.id as number,
  };
}

/**
 * Algolia's order (words, typos, proximity, attribute, exact) with the words a heading names right
 * after the words found, and the rarity of the words found as the last of the shared criteria; then for titles and headings how much
 * of the heading the query is, the heading level and the place on the page; for body text, where
 * those say little (and for a table row or item about an identifier), the BM25 score, then the place on the page.
 */
export function compareRankings(a: Ranking, b: Ranking): number {
  const shared =
    b.words - a.words ||
    b.named - a.named ||
    b.common - a.common ||
    a.typos - b.typos ||
    a.proximity - b.proximity ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    b.weight - a.weight;
  if (shared) return shared;
  const tail = TEXT_RANKS.has(a.attribute)
    ? b.score - a.score || a.position - b.position
    : b.coverage - a.coverage || b.level - a.level || a.position - b.position || b.score - a.score;
  return tail || a.order - b.order;
}
