// A small integer for each distinct word of the records (a few thousand in all), given once: a loop
// that looks up every word of a record for every query reads a typed array by id instead of hashing
// the word's string (QueryMatcher.maskOf).
const ids = new Map<string, number>();

/** The word's id, the same for the life of the page. */
export function wordId(word: string): number {
  let id = ids.get(word);
  if (id === undefined) {
    id = ids.size;
    ids.set(word, id);
  }
  return id;
}

/** The ids of words, in their order. */
export const wordIds = (words: readonly string[]): Int32Array => Int32Array.from(words, wordId);
