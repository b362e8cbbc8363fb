import { allowedTypos, editDistance, normalize, words } from './text';

/**
 * Words that mean the same to a reader of these docs (Algolia's synonyms): a query word finds its
 * synonyms too, as exact matches. Kept short and general; each group is checked by the benchmark.
 */
const SYNONYMS: string[][] = [
  ['infinite', 'infinity', 'forever', 'endless'],
  ['colour', 'color'],
  ['colours', 'colors'],
  ['grey', 'gray'],
];
const SYNONYMS_OF = new Map(SYNONYMS.flatMap((group) => group.map((word) => [word, group] as const)));

/** One word of a query: the last one is still being typed, so it also matches as a prefix. */
export type QueryWord = { term: string; synonyms: string[]; last: boolean };

export function parseQuery(query: string): QueryWord[] {
  const terms = words(query);
  return terms.map((term, i) => ({
    term,
    synonyms: (SYNONYMS_OF.get(term) ?? []).filter((word) => word !== term),
    last: i === terms.length - 1,
  }));
}

/** How a word of a record matches a query word. Lower `quality` is better: exact, then prefix, then typos. */
export type WordMatch = { typos: number; exact: boolean; prefix: boolean; quality: number };

const EXACT: WordMatch = { typos: 0, exact: true, prefix: false, quality: 0 };
const PREFIX: WordMatch = { typos: 0, exact: false, prefix: true, quality: 1 };

/** Matches a query word against a record word: exactly (or a synonym), as a typed prefix, or within the typos allowed. */
export function matchWord(word: QueryWord, candidate: string): WordMatch | null {
  if (candidate === word.term || word.synonyms.includes(candidate)) return EXACT;
  if (word.last && candidate.startsWith(word.term)) return PREFIX;
  const max = allowedTypos(word.term);
  if (max === 0) return null;
  const typos = editDistance(word.term, candidate, max);
  return typos <= max ? { typos, exact: false, prefix: false, quality: 1 + typos } : null;
}

/**
 * The query, compiled for matching many record words: each distinct word is matched once. `matches`
 * gives, for a normalized record word, its match against each query word (null where none).
 */
export class QueryMatcher {
  readonly words: QueryWord[];
  private readonly cache = new Map<string, (WordMatch | null)[]>();
  private readonly rawCache = new Map<string, (WordMatch | null)[]>();
  private readonly masks = new Map<string, number>();

  constructor(query: string | QueryWord[]) {
    this.words = typeof query === 'string' ? parseQuery(query) : query;
  }

  matches(candidate: string): (WordMatch | null)[] {
    let found = this.cache.get(candidate);
    if (!found) {
      found = this.words.map((word) => matchWord(word, candidate));
      this.cache.set(candidate, found);
    }
    return found;
  }

  /** Which query words a record word matches, as bits (bit i for word i). */
  mask(candidate: string): number {
    let mask = this.masks.get(candidate);
    if (mask === undefined) {
      mask = this.matches(candidate).reduce((bits, match, i) => (match ? bits | (1 << i) : bits), 0);
      this.masks.set(candidate, mask);
    }
    return mask;
  }

  /** The match of a raw (not normalized) word of a text, for highlighting. */
  matchesRaw(word: string): (WordMatch | null)[] {
    let found = this.rawCache.get(word);
    if (!found) {
      found = this.matches(normalize(word));
      this.rawCache.set(word, found);
    }
    return found;
  }
}
