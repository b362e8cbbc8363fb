// What a fact renders as: text with inline code, or a table of such text. Plain data, so that the
// component, the tests and any other reader can use it alike.

/** A run of text; `{ code }` is inline code. */
export type Inline = (string | { code: string })[];

/** `inline` sits in a sentence of the page; `paragraph` and `table` are blocks of their own. */
export type FactContent = { inline: Inline } | { paragraph: Inline } | { table: { head: string[]; rows: Inline[][] } };

/** `a`, `b` and `c` */
export function codeList(names: string[]): Inline {
  return names.flatMap((name, index) => [
    ...(index === 0 ? [] : [index === names.length - 1 ? ' and ' : ', ']),
    { code: name },
  ]);
}

/** Text the reader can compare: two contents are equal when they read the same. */
export const sameContent = (a: FactContent, b: FactContent) => JSON.stringify(a) === JSON.stringify(b);
