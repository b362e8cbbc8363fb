import type { ThemeRegistration } from 'shiki';
import { colourOf } from './token-kinds';

// The build's code colours as a TextMate theme for Shiki, by scope: each a variable of code-colours.css,
// which the build turns back into a token kind (src/plugins/code-highlight/encode-tokens.ts).
export const motiShikiTheme: ThemeRegistration = {
  name: 'moti-dark',
  type: 'dark',
  fg: colourOf('plain'),
  bg: 'var(--code-background)',
  settings: [
    { settings: { foreground: colourOf('plain'), background: 'var(--code-background)' } },
    {
      scope: ['comment', 'punctuation.definition.comment'],
      settings: { foreground: colourOf('comment'), fontStyle: 'italic' },
    },
    { scope: ['punctuation', 'meta.brace', 'keyword.operator'], settings: { foreground: colourOf('punctuation') } },
    {
      scope: ['keyword', 'storage', 'keyword.operator.new', 'keyword.operator.expression', 'keyword.operator.typeof'],
      settings: { foreground: colourOf('keyword') },
    },
    {
      scope: ['string', 'string.template', 'punctuation.definition.string', 'string.regexp', 'markup.inline.raw'],
      settings: { foreground: colourOf('string') },
    },
    {
      scope: ['entity.name.function', 'support.function', 'meta.function-call'],
      settings: { foreground: colourOf('function') },
    },
    {
      scope: ['entity.name.type', 'entity.name.class', 'support.class', 'support.type', 'entity.other.inherited-class'],
      settings: { foreground: colourOf('class-name') },
    },
    {
      scope: [
        'constant.numeric',
        'constant.language',
        'constant.character',
        'support.constant',
        'variable.other.enummember',
      ],
      settings: { foreground: colourOf('number') },
    },
    {
      scope: ['entity.name.tag', 'support.class.component', 'punctuation.definition.tag'],
      settings: { foreground: colourOf('tag') },
    },
    {
      scope: [
        'entity.other.attribute-name',
        'variable.other.property',
        'variable.other.object.property',
        'support.variable.property',
        'meta.object-literal.key',
        'support.type.property-name',
      ],
      settings: { foreground: colourOf('property') },
    },
    {
      scope: ['variable.parameter', 'variable.other.normal.shell', 'variable.language'],
      settings: { foreground: colourOf('number') },
    },
    { scope: ['markup.inserted', 'punctuation.definition.inserted'], settings: { foreground: colourOf('inserted') } },
    { scope: ['markup.deleted', 'punctuation.definition.deleted'], settings: { foreground: colourOf('deleted') } },
  ],
};
