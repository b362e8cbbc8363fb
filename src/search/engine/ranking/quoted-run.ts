import type { QueryMatcher } from '../query';
import { STOP_WORDS } from '../../vocabulary';
import { PLACEHOLDER } from '../text';
import { ATTRIBUTES, TYPO_QUALITY, type FieldWords } from './attributes';

/**
 * The fewest words, stop words aside, of a run of the query that a record must hold in the same order
 * for the run to count as a phrase (Ranking.phrase): a pasted message, not a few words that happen to
 * meet. Parts of a compound term (`react-native`) count one each.
 */
const PHRASE_MIN = 4;

/** Phrase units, as bits of a 32-bit mask: a pasted message the modal takes is far shorter. */
const MAX_UNITS = 31;

/** A stop word among a record's words, which a run steps over. */
const STOP = -1;

/** The attributes a phrase is looked for in: each heading, the identifiers and the body text. */
const PHRASE_ATTRIBUTES = ATTRIBUTES.flatMap((name, at) => (name === 'parts' || name === 'lvl0' ? [] : [at]));

/** Whether `bits` has PHRASE_MIN set bits in a row: no run of units can be longer than its held units. */
function hasRun(bits: number): boolean {
  let run = bits;
  for (let k = 1; k < PHRASE_MIN && run; k += 1) run &= bits >>> k;
  return run !== 0;
}

/**
 * Ranking.phrase, for one query: the longest run of the query's words that one attribute of a record
 * holds word for word and in order, stop words aside, so that a pasted error message finds the section
 * that quotes it before pages that only share more of its words.
 */
export class QuotedRun {
  /**
   * The query as a sequence of units to find in order: each word as typed (a word typed twice,
   * twice), or each part of a compound term, with the query word it belongs to and, for a part, its
   * index. None when the query has fewer than PHRASE_MIN words (a compound one word):
   * "AnimatePresence initial" is no pasted message.
   */
  private readonly units: { word: number; part: number }[];
  /** The units each record word is, as bits; STOP for a stop word. */
  private readonly unitsOf = new Map<string, number>();
  /**
   * Runs of units by length, reused from record to record: runs[k] holds the units that end a run of
   * k + 1 units at the last word read (each run of k + 1 also ends one of k, so the rows shrink).
   */
  private readonly runs = new Int32Array(MAX_UNITS);
  /**
   * The query's values (QueryWord.value), as bits: the reader's own versions are no units, and a record
   * word that matches only them is stepped over like a stop word, on both sides alike; so is a quoted
   * message's placeholder (PLACEHOLDER), where the reader's message has its own value.
   */
  private valueWords = 0;

  constructor(
    private readonly matcher: QueryMatcher,
    private readonly fieldWords: FieldWords,
  ) {
    const typed: number[] = [];
    if (matcher.words.length >= PHRASE_MIN)
      matcher.words.forEach((word, i) => word.positions.forEach((at) => (typed[at] = i)));
    matcher.words.forEach((word, i) => {
      if (word.value) this.valueWords |= 1 << i;
    });
    this.units = typed
      .filter((i) => !matcher.words[i].value)
      .flatMap((i) =>
        matcher.words[i].parts.length
          ? matcher.words[i].parts.map((_, part) => ({ word: i, part }))
          : [{ word: i, part: -1 }],
      )
      .slice(0, MAX_UNITS);
  }

  /**
   * Ranking.phrase of a record whose found words are `found` (bits of query words): the longest run of
   * consecutive query units (stop words left out on both sides) found as consecutive words of one
   * attribute, matched as typed or in another form, never through a typo; 0 when shorter than
   * PHRASE_MIN. Bit-parallel: one step per word of the record, a few more per word that is a unit.
   */
  length(id: number, found: number): number {
    if (this.units.length < PHRASE_MIN || !hasRun(this.heldUnits(found))) return 0;
    const { runs } = this;
    let longest = 0;
    for (const attribute of PHRASE_ATTRIBUTES) {
      const tokens = this.fieldWords.tokens(id, attribute);
      if (tokens.length < PHRASE_MIN) continue;
      let depth = 0;
      for (const token of tokens) {
        const bits = this.unitBits(token);
        if (bits === STOP) continue;
        if (bits === 0) {
          depth = 0;
          continue;
        }
        let k = depth;
        while (k > 0 && ((runs[k - 1] << 1) & bits) === 0) k -= 1;
        for (let j = k; j > 0; j -= 1) runs[j] = (runs[j - 1] << 1) & bits;
        runs[0] = bits;
        depth = k + 1;
        if (depth > longest) longest = depth;
      }
    }
    return longest >= PHRASE_MIN ? longest : 0;
  }

  /** The units a record's found words stand for, as bits: a word found holds all its units. */
  private heldUnits(found: number): number {
    let bits = 0;
    this.units.forEach(({ word }, u) => {
      if (found & (1 << word)) bits |= 1 << u;
    });
    return bits;
  }

  private unitBits(token: string): number {
    let bits = this.unitsOf.get(token);
    if (bits !== undefined) return bits;
    bits = 0;
    // A quoted message's placeholder stands where the reader's message has its own value.
    const stop = STOP_WORDS.has(token) || token === PLACEHOLDER;
    const mask = stop ? 0 : this.matcher.mask(token);
    if (stop || (mask !== 0 && (mask & ~this.valueWords) === 0)) bits = STOP;
    else if (mask !== 0) {
      const matches = this.matcher.matches(token);
      this.units.forEach(({ word, part }, u) => {
        const match = matches[word];
        if (match && match.quality < TYPO_QUALITY && (part === -1 ? match.part === undefined : match.part === part))
          bits! |= 1 << u;
      });
    }
    this.unitsOf.set(token, bits);
    return bits;
  }
}
