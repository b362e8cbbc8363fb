// Words as search sees them, shared by indexing, querying and highlighting so that the three agree.

import { NEGATION_STEMS } from '../vocabulary';

/** Lower case, accents removed: `Émoji` → `emoji`. Keeps the length of plain ASCII words. */
export function normalize(text: string): string {
  return /[^\x20-\x7e]/.test(text) ? text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : text.toLowerCase();
}

export const WORD = /[\p{L}\p{N}]+/gu;
// Words joined by `.`, `-`, `/` or `_` with no space: `Next.js`, `react-native`, `moti/interactions`.
const COMPOUND = /[\p{L}\p{N}]+(?:[._/-][\p{L}\p{N}]+)+/gu;
// `useAnimationState` → `use`, `Animation`, `State`; `SVGPath` → `SVG`, `Path`.
export const CAMEL_PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+/gu;

/** The words of a text, as typed in a query. */
export function words(text: string): string[] {
  return (text.match(WORD) ?? []).map(normalize);
}

/**
 * The words of a text in order with negations spelled out (`doesn't`, `does not` → `does`, `not`;
 * `cannot` → `can`, `not`), so that a query and a heading that say the same thing the two ways agree.
 */
export function spelledOut(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    if (word === 't' && out.length && NEGATION_STEMS[out[out.length - 1]]) {
      out[out.length - 1] = NEGATION_STEMS[out[out.length - 1]];
      out.push('not');
    } else if (word === 'cannot') out.push('can', 'not');
    else out.push(word);
  }
  return out;
}

/** Parts of a camel-case word, when it has more than one. */
export function camelParts(word: string): string[] {
  const parts = word.match(CAMEL_PART) ?? [];
  return parts.length > 1 ? parts.map(normalize) : [];
}

/** Words plus the joined form of compounds, so that `nextjs` finds `Next.js`. */
export function indexTerms(text: string): string[] {
  const terms = words(text);
  for (const compound of text.match(COMPOUND) ?? []) terms.push(words(compound).join(''));
  return terms;
}

/** A word as typed, or words joined by `.`, `-`, `/` or `_` (`Next.js`, `expo-linear-gradient`). */
const TYPED_TERM = /[\p{L}\p{N}]+(?:[._/-][\p{L}\p{N}]+)*/gu;

/**
 * The terms of a query, each with its parts: a name the docs write as one term (`Next.js`,
 * `expo-linear-gradient`, `AnimatePresence`) is one term, in the joined form the index holds
 * (`nextjs`, see indexTerms), and its parts are the words it is made of (`next`, `js`) or its
 * camel-case parts (`animate`, `presence`). A plain word has no parts. `punctuated`: the parts were
 * joined by punctuation, not by case.
 */
export function queryTerms(text: string): { term: string; parts: string[]; punctuated: boolean }[] {
  return (text.match(TYPED_TERM) ?? []).map((typed) => {
    const pieces = words(typed);
    const parts = pieces.length > 1 ? pieces : camelParts(typed);
    return { term: pieces.join(''), parts: [...new Set(parts)], punctuated: pieces.length > 1 };
  });
}

/** The camel-case parts of every word of a text. */
export function partTerms(text: string): string[] {
  return (text.match(WORD) ?? []).flatMap(camelParts);
}

/**
 * A placeholder of a quoted message (`{oldestWorklets}`), where the reader's own message has a value:
 * one token, PLACEHOLDER, rather than the words of its name.
 */
export const PLACEHOLDER = '{}';
const WORD_OR_PLACEHOLDER = /\{[\p{L}\p{N}]+\}|[\p{L}\p{N}]+/gu;

/**
 * The words of a text in order, each camel-case word followed by its parts, for the distance between
 * query words: in `useAnimationState`, `animation` and `state` are neighbours. A placeholder is
 * PLACEHOLDER.
 */
export function positions(text: string): string[] {
  return (text.match(WORD_OR_PLACEHOLDER) ?? []).flatMap((word) =>
    word.startsWith('{') ? [PLACEHOLDER] : [normalize(word), ...camelParts(word)],
  );
}

/** Typos allowed in a query word, as Algolia's defaults: one from 4 letters, two from 8. */
export function allowedTypos(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

// The two rows of editDistance, kept between calls: words are short, and a query compares many.
let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);

/** Levenshtein distance, or `max + 1` as soon as it is known to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (previousRow.length <= b.length) {
    previousRow = new Int32Array(b.length + 1);
    currentRow = new Int32Array(b.length + 1);
  }
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (current[j] < best) best = current[j];
    }
    if (best > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

/** Memoizes a function of a string: the same headings and words come back in record after record. */
export function memo<T>(compute: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      value = compute(text);
      cache.set(text, value);
    }
    return value;
  };
}
