/**
 * Where a query word matched, best first: the page title, then headings from the highest level, then
 * the camel-case parts of titles and headings (`interpolate` in `useMotiPressableInterpolate`), then
 * the identifiers a table row or list item is about (`translateX` in the transforms table), then the
 * sidebar category, then body text, where an identifier is only mentioned in passing.
 */
export const ATTRIBUTES = [
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
  'parts',
  'identifiers',
  'lvl0',
  'content',
] as const;
export type Attribute = (typeof ATTRIBUTES)[number];
export const ATTRIBUTE_RANK = Object.fromEntries(ATTRIBUTES.map((name, rank) => [name, rank])) as Record<
  Attribute,
  number
>;

/** The page title and the headings of a record, from the highest. */
export const HEADING_LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The match quality of one typo (see WordMatch): better qualities are the word itself. */
export const TYPO_QUALITY = 2;

/**
 * A record's attributes as words (memoized by the engine), by the record's id and the attribute's
 * index in ATTRIBUTES.
 */
export type FieldWords = {
  /** In order, camel-case words followed by their parts (see `positions`). */
  tokens(id: number, attribute: number): string[];
  /** The same words as ids (wordId), for QueryMatcher.maskOf. */
  ids(id: number, attribute: number): Int32Array;
  /** How many words the attribute has. */
  count(id: number, attribute: number): number;
};

/** How many bits are set: the query words in a mask. */
export function bitCount(mask: number): number {
  let bits = 0;
  for (let rest = mask; rest; rest &= rest - 1) bits += 1;
  return bits;
}
