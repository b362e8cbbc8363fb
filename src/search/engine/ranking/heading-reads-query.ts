import type { SearchRecord } from '../../records/types';
import type { QueryMatcher } from '../query';
import { memo, spelledOut } from '../text';
import { HEADING_LEVELS } from './attributes';

/** A heading's words with negations spelled out, the same for every query. */
const headingWords = memo(spelledOut);

const none = () => 0;

/**
 * Ranking.headingReadsQuery, for one query: the longest run of the query's words as typed, stop words
 * included, that a heading of the record reads in the same order. "Moti doesn't work" prefers the
 * heading "Moti does not work in Expo Snack" among headings that each name Moti.
 */
export class HeadingReadsQuery {
  /** Where each of the query's typed words stands in it. */
  private readonly at = new Map<string, number[]>();
  /** The run of each heading seen. */
  private readonly byHeading = new Map<string, number>();
  /** Runs ending at each typed word, for the previous heading word and this one; reused. */
  private previousRuns: Int32Array;
  private currentRuns: Int32Array;

  constructor(private readonly matcher: QueryMatcher) {
    matcher.typed.forEach((word, i) => this.at.set(word, [...(this.at.get(word) ?? []), i]));
    this.previousRuns = new Int32Array(matcher.typed.length + 1);
    this.currentRuns = new Int32Array(matcher.typed.length + 1);
  }

  /**
   * The record's best heading, worked out the first time a comparison needs it: most hits are ordered
   * by the criteria before it, and a query of one word has no run at all.
   */
  onDemand(record: SearchRecord): () => number {
    if (this.matcher.typed.length < 2) return none;
    let value = -1;
    return () => {
      if (value === -1)
        value = HEADING_LEVELS.reduce((best, level) => {
          const heading = record.hierarchy[level];
          return heading ? Math.max(best, this.runOf(heading)) : best;
        }, 0);
      return value;
    };
  }

  /** The longest run of the query's typed words that a heading holds word for word, in order; 0 under two. */
  private runOf(heading: string): number {
    const { at, byHeading } = this;
    let longest = byHeading.get(heading);
    if (longest !== undefined) return longest;
    const words = headingWords(heading);
    longest = 0;
    // Most headings hold fewer than two of the query's words: no run to look for.
    let held = 0;
    for (const word of words) if (at.has(word)) held += 1;
    if (held >= 2) {
      this.previousRuns.fill(0);
      for (const word of words) {
        const current = this.currentRuns.fill(0);
        const previous = this.previousRuns;
        for (const i of at.get(word) ?? []) {
          current[i + 1] = previous[i] + 1;
          if (current[i + 1] > longest) longest = current[i + 1];
        }
        this.previousRuns = current;
        this.currentRuns = previous;
      }
    }
    // One word is no run: naming a query word is Ranking.wordsInHeadings's part.
    if (longest < 2) longest = 0;
    byHeading.set(heading, longest);
    return longest;
  }
}
