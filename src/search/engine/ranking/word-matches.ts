import type { SearchResult } from 'minisearch';
import { isTypoQuality, PARTS_QUALITY, type QueryMatcher } from '../query';
import { ATTRIBUTE_RANK, ATTRIBUTES, type Attribute } from './attributes';

/**
 * How one record matched each query word, read from MiniSearch's result: the rows most criteria are
 * worked out from. One per query, filled again for each record it ranks: rank runs for every record
 * ranked, and fresh arrays each time keep the garbage collector busy.
 */
export class WordMatches {
  /** Per query word, its best match quality (see WordMatch), Infinity when not found. */
  readonly quality: Float64Array;
  /** Per query word, the typos of its best match. */
  readonly typos: Int32Array;
  /** Per query word, the best attribute (index in ATTRIBUTES) its best matches are in. */
  readonly bestOf: Int32Array;
  /** Per attribute, the query words whose best matches it holds, as bits. */
  readonly where = new Int32Array(ATTRIBUTES.length);
  /** How many query words the record has. */
  foundCount = 0;
  private readonly partsFound: Int32Array;

  constructor(private readonly matcher: QueryMatcher) {
    const count = matcher.words.length;
    this.quality = new Float64Array(count);
    this.typos = new Int32Array(count);
    this.bestOf = new Int32Array(count);
    this.partsFound = new Int32Array(count);
  }

  /** Whether query word `i` is found in the record read last. */
  found(i: number): boolean {
    return this.quality[i] !== Infinity;
  }

  /** Fills the rows for one record. Plain loops and bit masks: this runs for every record ranked. */
  read({ terms, match: fieldsOf }: SearchResult): void {
    const { matcher, quality, typos, bestOf, where, partsFound } = this;
    const { words: queryWords } = matcher;
    const count = queryWords.length;
    quality.fill(Infinity);
    typos.fill(0);
    // The parts of each compound term found, as bits: the term counts when all are there.
    partsFound.fill(0);
    for (const term of terms) {
      const matches = matcher.matches(term);
      for (let i = 0; i < count; i += 1) {
        const match = matches[i];
        if (!match) continue;
        if (match.part !== undefined) partsFound[i] |= 1 << match.part;
        else if (match.quality < quality[i]) {
          quality[i] = match.quality;
          typos[i] = match.typos;
        }
      }
    }
    // The compound terms found only through their parts, as bits.
    let byParts = 0;
    for (let i = 0; i < count; i += 1) {
      const parts = queryWords[i].parts.length;
      if (parts === 0 || partsFound[i] !== (1 << parts) - 1 || quality[i] <= PARTS_QUALITY) continue;
      quality[i] = PARTS_QUALITY;
      typos[i] = 0;
      byParts |= 1 << i;
    }
    // Where each word's best matches are: an exact word in the text is not promoted by a typo that
    // happens to match the title. One bit mask of query words per attribute.
    where.fill(0);
    bestOf.fill(ATTRIBUTES.length);
    // A compound found through its parts is where all its parts are: per word, the best attribute of
    // each part, and per attribute the parts it holds.
    const partBest = byParts
      ? queryWords.map((word) => new Array<number>(word.parts.length).fill(ATTRIBUTES.length))
      : [];
    const partsIn = byParts ? ATTRIBUTES.map(() => new Array<number>(count).fill(0)) : [];
    for (const term of terms) {
      const matches = matcher.matches(term);
      const fields = fieldsOf[term];
      for (let i = 0; i < count; i += 1) {
        const match = matches[i];
        if (!match) continue;
        if (match.part !== undefined) {
          if (!(byParts & (1 << i))) continue;
          for (const field of fields) {
            const at = ATTRIBUTE_RANK[field as Attribute];
            if (at < partBest[i][match.part]) partBest[i][match.part] = at;
            partsIn[at][i] |= 1 << match.part;
          }
        } else if (match.quality === quality[i]) {
          for (const field of fields) {
            const at = ATTRIBUTE_RANK[field as Attribute];
            if (at < bestOf[i]) bestOf[i] = at;
            where[at] |= 1 << i;
          }
        }
      }
    }
    let foundCount = 0;
    for (let i = 0; i < count; i += 1) {
      if (byParts & (1 << i)) {
        bestOf[i] = Math.max(...partBest[i]);
        const all = (1 << queryWords[i].parts.length) - 1;
        for (let at = 0; at < ATTRIBUTES.length; at += 1) if (partsIn[at][i] === all) where[at] |= 1 << i;
      }
      if (quality[i] !== Infinity) foundCount += 1;
    }
    this.foundCount = foundCount;
  }
}

/**
 * Query words found, each once, and those of them on most pages (`common`, as bits), apart. A word the
 * record holds only through a typo is not counted: it is likely another word (`invariant` found as
 * `variant`), and weighs only in the typo criterion after.
 */
export function wordsFound(matches: WordMatches, common: number): { words: number; common: number } {
  let words = 0;
  let commonFound = 0;
  for (let i = 0; i < matches.quality.length; i += 1) {
    if (!matches.found(i) || isTypoQuality(matches.quality[i])) continue;
    if (common & (1 << i)) commonFound += 1;
    else words += 1;
  }
  return { words, common: commonFound };
}

/** Typos over all query words found, each counted at its best match (Algolia's typo criterion). */
export function typoCount(matches: WordMatches): number {
  let typos = 0;
  for (let i = 0; i < matches.typos.length; i += 1) if (matches.found(i)) typos += matches.typos[i];
  return typos;
}

/** Query words matched exactly, not as a prefix, another form or a typo (Algolia's exact criterion). */
export function exactCount(matches: WordMatches): number {
  let exact = 0;
  for (let i = 0; i < matches.quality.length; i += 1) if (matches.quality[i] === 0) exact += 1;
  return exact;
}
