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

/**
 * Numbers by word id, one table for every query: an entry counts only for the query (`owner`, see
 * newOwner) that set it, so that no query allocates or clears a table of its own (allocating typed
 * arrays per query kept the garbage collector busy). A query whose entries another has overwritten
 * since reads them as unknown and computes them again.
 */
export class WordTable {
  private owners = new Int32Array(0);
  private values = new Int32Array(0);

  /** Whether `owner` set the entry of word `id`: then `value(id)` is its value. */
  has(owner: number, id: number): boolean {
    return id < this.owners.length && this.owners[id] === owner;
  }

  value(id: number): number {
    return this.values[id];
  }

  set(owner: number, id: number, value: number): void {
    if (id >= this.owners.length) this.grow(id + 1);
    this.owners[id] = owner;
    this.values[id] = value;
  }

  private grow(least: number): void {
    const size = Math.max(least, 2 * this.owners.length, 4096);
    const owners = new Int32Array(size);
    const values = new Int32Array(size);
    owners.set(this.owners);
    values.set(this.values);
    this.owners = owners;
    this.values = values;
  }
}

let owners = 0;
/** A new owner of entries of WordTables, never 0 (the entries no one set). */
export const newOwner = (): number => (owners = (owners % 0x7fffffff) + 1);
