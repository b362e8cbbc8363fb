import type { PrismTheme } from 'prism-react-renderer';
import { codeBackground, palette } from './palette';

// The example editor's colours: it highlights in the browser, with Prism, while a reader types.
export const motiDark: PrismTheme = {
  plain: { color: palette.plain, backgroundColor: codeBackground },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: palette.comment, fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: { color: palette.punctuation } },
    { types: ['keyword', 'atrule', 'important', 'rule'], style: { color: palette.keyword } },
    { types: ['string', 'char', 'attr-value', 'template-string', 'regex', 'url'], style: { color: palette.string } },
    { types: ['function', 'function-variable', 'method'], style: { color: palette.function } },
    { types: ['class-name', 'builtin', 'maybe-class-name'], style: { color: palette.className } },
    { types: ['number', 'boolean', 'constant', 'symbol'], style: { color: palette.number } },
    { types: ['tag', 'selector'], style: { color: palette.tag } },
    { types: ['attr-name', 'property', 'property-access', 'literal-property'], style: { color: palette.property } },
    { types: ['variable', 'parameter', 'environment'], style: { color: palette.number } },
    { types: ['inserted'], style: { color: palette.inserted } },
    { types: ['deleted'], style: { color: palette.deleted } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
    { types: ['bold'], style: { fontWeight: 'bold' } },
  ],
};
