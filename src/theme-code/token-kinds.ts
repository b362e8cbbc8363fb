// The kinds of token a code block colours, each a CSS variable of code-colours.css and a one-letter
// class (`t-k`): the build writes a block's tokens as these letters, the browser turns them into spans.
export const TOKEN_KINDS = {
  a: 'plain',
  c: 'comment',
  p: 'punctuation',
  k: 'keyword',
  s: 'string',
  f: 'function',
  y: 'class-name',
  n: 'number',
  g: 'tag',
  r: 'property',
  i: 'inserted',
  d: 'deleted',
} as const;

export type TokenKind = (typeof TOKEN_KINDS)[keyof typeof TOKEN_KINDS];

/** The CSS value of a kind's colour, for the themes that name colours (Shiki's, the editor's Prism). */
export const colourOf = (kind: TokenKind) => `var(--code-${kind})`;
