import type { PrismTheme } from 'prism-react-renderer';

// The code colours of the site, on Moti's purple. Every token colour keeps a WCAG AA contrast of
// at least 4.5:1 on the code background, also on a highlighted line (checked by prism-theme.test.ts).
export const codeBackground = '#1c1b26';

export const motiDark: PrismTheme = {
  plain: { color: '#e6e4f0', backgroundColor: codeBackground },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#a09cb8', fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: { color: '#c9c6da' } },
    { types: ['keyword', 'atrule', 'important', 'rule'], style: { color: '#c8a8ff' } },
    { types: ['string', 'char', 'attr-value', 'template-string', 'regex', 'url'], style: { color: '#a6dc8c' } },
    { types: ['function', 'function-variable', 'method'], style: { color: '#82c4ff' } },
    { types: ['class-name', 'builtin', 'maybe-class-name'], style: { color: '#f5d07a' } },
    { types: ['number', 'boolean', 'constant', 'symbol'], style: { color: '#ffad7d' } },
    { types: ['tag', 'selector'], style: { color: '#ff94a8' } },
    { types: ['attr-name', 'property', 'property-access', 'literal-property'], style: { color: '#8ed8e4' } },
    { types: ['variable', 'parameter', 'environment'], style: { color: '#ffad7d' } },
    { types: ['inserted'], style: { color: '#9fe29a' } },
    { types: ['deleted'], style: { color: '#ff9a9a' } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
    { types: ['bold'], style: { fontWeight: 'bold' } },
  ],
};
