import type { PrismTheme } from 'prism-react-renderer';
import { colourOf } from './token-kinds';

// The example editor's colours (it highlights in the browser, with Prism, while a reader types),
// and the code blocks' background and text: the variables of code-colours.css.
export const motiDark: PrismTheme = {
  plain: { color: colourOf('plain'), backgroundColor: 'var(--code-background)' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: colourOf('comment'), fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: { color: colourOf('punctuation') } },
    { types: ['keyword', 'atrule', 'important', 'rule'], style: { color: colourOf('keyword') } },
    {
      types: ['string', 'char', 'attr-value', 'template-string', 'regex', 'url'],
      style: { color: colourOf('string') },
    },
    { types: ['function', 'function-variable', 'method'], style: { color: colourOf('function') } },
    { types: ['class-name', 'builtin', 'maybe-class-name'], style: { color: colourOf('class-name') } },
    { types: ['number', 'boolean', 'constant', 'symbol'], style: { color: colourOf('number') } },
    { types: ['tag', 'selector'], style: { color: colourOf('tag') } },
    {
      types: ['attr-name', 'property', 'property-access', 'literal-property'],
      style: { color: colourOf('property') },
    },
    { types: ['variable', 'parameter', 'environment'], style: { color: colourOf('number') } },
    { types: ['inserted'], style: { color: colourOf('inserted') } },
    { types: ['deleted'], style: { color: colourOf('deleted') } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
    { types: ['bold'], style: { fontWeight: 'bold' } },
  ],
};
