// DocSearch's stylesheet entry, imported for its side effect; it ships no types.
declare module '@docsearch/react/style';
