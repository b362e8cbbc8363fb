// sucrase ships declarations for its parser beside its CommonJS build only; the editor imports the
// ES build that `sucrase` itself resolves to in the bundle, so that both share one copy.
declare module 'sucrase/dist/esm/parser' {
  export { parse } from 'sucrase/dist/types/parser';
}
declare module 'sucrase/dist/esm/parser/tokenizer/types' {
  export { TokenType } from 'sucrase/dist/types/parser/tokenizer/types';
}
