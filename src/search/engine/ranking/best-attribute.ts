import { ATTRIBUTES, bitCount, type FieldWords } from './attributes';
import type { WordMatches } from './word-matches';

/**
 * Algolia's attribute criterion: the best attribute (index in ATTRIBUTES) that holds every word found;
 * failing one, the attribute of the word found least well: a title that has one word of two is not a
 * title match.
 */
export function bestAttribute(matches: WordMatches): number {
  const { where, bestOf, foundCount } = matches;
  for (let at = 0; at < ATTRIBUTES.length; at += 1) if (where[at] && bitCount(where[at]) === foundCount) return at;
  let worst = -1;
  for (let i = 0; i < bestOf.length; i += 1)
    if (matches.found(i) && bestOf[i] < ATTRIBUTES.length && bestOf[i] > worst) worst = bestOf[i];
  return worst === -1 ? -Infinity : worst;
}

/**
 * The share of the best attribute's words that the query matched: "Transitions" beats "Steps with
 * their own transition".
 */
export function coverage(matches: WordMatches, attribute: number, id: number, fieldWords: FieldWords): number {
  const words = attribute >= 0 && attribute < ATTRIBUTES.length ? fieldWords.count(id, attribute) : 0;
  return words ? bitCount(matches.where[attribute] ?? 0) / words : 0;
}
