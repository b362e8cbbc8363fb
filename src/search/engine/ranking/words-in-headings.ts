import { ATTRIBUTE_RANK, TYPO_QUALITY } from './attributes';
import type { WordMatches } from './word-matches';

/**
 * Ranking.wordsInHeadings: query words found in the page title, a heading, the camel-case parts of one
 * or the identifiers the record is about, as typed or in another form, not through a typo. A section
 * that names a word of the query is about it; one that only mentions it in its text is not. Words on
 * most pages (`common`, as bits) are not counted: every heading would name them.
 */
export function wordsInHeadings(matches: WordMatches, common: number): number {
  const { quality, bestOf } = matches;
  let named = 0;
  for (let i = 0; i < quality.length; i += 1)
    if (!(common & (1 << i)) && quality[i] < TYPO_QUALITY && bestOf[i] < ATTRIBUTE_RANK.lvl0) named += 1;
  return named;
}
