import type { QueryMatcher } from '../query';
import { ATTRIBUTES, bitCount, type FieldWords } from './attributes';
import type { WordMatches } from './word-matches';

/** Algolia's cap on the distance between two query words; also the distance across attributes. */
const FAR = 8;
/**
 * Algolia's `minProximity`: query words at most this far apart are next to each other, as in a
 * phrase ("exit transition", or `animation` and `state` in `useAnimationState`).
 */
const MIN_PROXIMITY = 2;

/**
 * Algolia's proximity criterion: how many pairs of consecutive query words (i and i+1) are next to
 * each other in any one attribute, a reversed pair counting one more. Only each word's best matches
 * count: a prefix match does not stand in for an exact one. Only an attribute holding two query words
 * or more can bring two of them close.
 */
export function proximity(id: number, matcher: QueryMatcher, fieldWords: FieldWords, matches: WordMatches): number {
  const count = matcher.words.length;
  if (count < 2) return 0;
  const { quality, where } = matches;
  let best: number[] | undefined;
  let last: number[] | undefined;
  for (let attribute = 0; attribute < ATTRIBUTES.length; attribute += 1) {
    if (bitCount(where[attribute]) < 2) continue;
    const tokens = fieldWords.tokens(id, attribute);
    if (tokens.length < 2) continue;
    const ids = fieldWords.ids(id, attribute);
    best ??= new Array<number>(count - 1).fill(FAR);
    last ??= new Array<number>(count);
    // The last place seen of each query word: a single pass finds the closest pairs.
    last.fill(-Infinity);
    for (let at = 0; at < tokens.length; at += 1) {
      if (matcher.maskOf(ids[at], tokens[at]) === 0) continue;
      const found = matcher.matches(tokens[at]);
      let mask = 0;
      for (let i = 0; i < count; i += 1) if (found[i]?.quality === quality[i]) mask |= 1 << i;
      for (let i = 0; i < count; i += 1) {
        if (!(mask & (1 << i))) continue;
        if (i > 0 && last[i - 1] > -Infinity) best[i - 1] = Math.min(best[i - 1], at - last[i - 1]);
        if (i < count - 1 && last[i + 1] > -Infinity) best[i] = Math.min(best[i], at - last[i + 1] + 1);
      }
      for (let i = 0; i < count; i += 1) if (mask & (1 << i)) last[i] = at;
    }
  }
  return best ? best.filter((distance) => distance <= MIN_PROXIMITY).length : 0;
}
