import type { ThemeRegistration } from 'shiki';
import { codeBackground, palette } from './palette';

// The build's code colours as a TextMate theme for Shiki, by scope, from the same palette as the editor.
export const motiShikiTheme: ThemeRegistration = {
  name: 'moti-dark',
  type: 'dark',
  fg: palette.plain,
  bg: codeBackground,
  settings: [
    { settings: { foreground: palette.plain, background: codeBackground } },
    {
      scope: ['comment', 'punctuation.definition.comment'],
      settings: { foreground: palette.comment, fontStyle: 'italic' },
    },
    { scope: ['punctuation', 'meta.brace', 'keyword.operator'], settings: { foreground: palette.punctuation } },
    {
      scope: ['keyword', 'storage', 'keyword.operator.new', 'keyword.operator.expression', 'keyword.operator.typeof'],
      settings: { foreground: palette.keyword },
    },
    {
      scope: ['string', 'string.template', 'punctuation.definition.string', 'string.regexp', 'markup.inline.raw'],
      settings: { foreground: palette.string },
    },
    {
      scope: ['entity.name.function', 'support.function', 'meta.function-call'],
      settings: { foreground: palette.function },
    },
    {
      scope: ['entity.name.type', 'entity.name.class', 'support.class', 'support.type', 'entity.other.inherited-class'],
      settings: { foreground: palette.className },
    },
    {
      scope: [
        'constant.numeric',
        'constant.language',
        'constant.character',
        'support.constant',
        'variable.other.enummember',
      ],
      settings: { foreground: palette.number },
    },
    {
      scope: ['entity.name.tag', 'support.class.component', 'punctuation.definition.tag'],
      settings: { foreground: palette.tag },
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
      settings: { foreground: palette.property },
    },
    {
      scope: ['variable.parameter', 'variable.other.normal.shell', 'variable.language'],
      settings: { foreground: palette.number },
    },
    { scope: ['markup.inserted', 'punctuation.definition.inserted'], settings: { foreground: palette.inserted } },
    { scope: ['markup.deleted', 'punctuation.definition.deleted'], settings: { foreground: palette.deleted } },
    { scope: ['markup.italic'], settings: { fontStyle: 'italic' } },
    { scope: ['markup.bold'], settings: { fontStyle: 'bold' } },
  ],
};
