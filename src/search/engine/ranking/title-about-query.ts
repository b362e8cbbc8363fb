import { spellingKey } from '../../spelling';
import type { QueryMatcher } from '../query';
import { camelParts, memo, normalize, WORD } from '../text';
import { TYPO_QUALITY } from './attributes';

/** The share of a page title's words that the query must name for the title to count as about it. */
const TITLE_SHARE = 0.5;
/**
 * Or how many of them, whatever the title's length: a long camel-case name that names two words of the
 * query (`useMotiPressableAnimatedProps` for "animated props") is about them.
 */
const TITLE_WORDS = 2;

/** A title's words, each with its camel-case parts, as the index holds them; and all of them in order. */
const titleWords = memo((title: string) => {
  const words = (title.match(WORD) ?? []).map((word) => ({
    whole: spellingKey(normalize(word)),
    parts: camelParts(word).map(spellingKey),
  }));
  return { words, positions: words.flatMap(({ whole, parts }) => [whole, ...parts]) };
});

/**
 * Ranking.titleAboutQuery, for one query: the query words a page title names when at least TITLE_SHARE
 * of the title's words, or TITLE_WORDS of them, are query words. The page is about what the reader
 * asks (`MotiPressable`, `Skeleton`), unlike a page that mentions it in a longer name
 * (`useMotiPressableTransition` for `transition`).
 */
export class TitleAboutQuery {
  /** Page titles repeat in every record of their page: each is weighed once per query. */
  private readonly byTitle = new Map<string, number>();

  constructor(private readonly matcher: QueryMatcher) {}

  /**
   * The query words a page title names, as bits, or none when the title is not about the query: a
   * camel-case word counts by its parts, each named part for one, the whole word for all.
   */
  words(title: string): number {
    let bits = this.byTitle.get(title);
    if (bits !== undefined) return bits;
    const { matcher } = this;
    // A word or part is named when it matches a query word, or a part of a compound one, without typo.
    const names = (token: string) =>
      matcher.mask(token) !== 0 && matcher.matches(token).some((match) => match && match.quality < TYPO_QUALITY);
    let named = 0;
    let total = 0;
    const { words, positions } = titleWords(title);
    for (const { whole, parts } of words) {
      total += parts.length || 1;
      named += names(whole) ? parts.length || 1 : parts.filter(names).length;
    }
    bits = total && (named >= TITLE_SHARE * total || named >= TITLE_WORDS) ? this.namedBits(positions) : 0;
    this.byTitle.set(title, bits);
    return bits;
  }

  /** Whether a word of a text matches a query word as typed or in another form (no typo), as bits. */
  private namedBits(tokens: readonly string[]): number {
    const { matcher } = this;
    let bits = 0;
    const parts = new Array<number>(matcher.words.length).fill(0);
    for (const token of tokens) {
      if (matcher.mask(token) === 0) continue;
      matcher.matches(token).forEach((match, i) => {
        if (!match || match.quality >= TYPO_QUALITY) return;
        if (match.part !== undefined) parts[i] |= 1 << match.part;
        else bits |= 1 << i;
      });
    }
    matcher.words.forEach((word, i) => {
      if (word.parts.length && parts[i] === (1 << word.parts.length) - 1) bits |= 1 << i;
    });
    return bits;
  }
}
