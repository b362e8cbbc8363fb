// The code colours of the site, on Moti's purple. Every token colour keeps a WCAG AA contrast of at
// least 4.5:1 on the code background, also on a highlighted line (checked by code-theme.test.ts).
// The build's Shiki theme and the editor's Prism theme both take their colours from here.
export const codeBackground = '#1c1b26';

export const palette = {
  plain: '#e6e4f0',
  comment: '#a09cb8',
  punctuation: '#c9c6da',
  keyword: '#c8a8ff',
  string: '#a6dc8c',
  function: '#82c4ff',
  className: '#f5d07a',
  number: '#ffad7d',
  tag: '#ff94a8',
  property: '#8ed8e4',
  inserted: '#9fe29a',
  deleted: '#ff9a9a',
} as const;
