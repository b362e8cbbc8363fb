import type { Token } from 'prism-react-renderer';

type PrismStream = Array<string | Prism.Token>;

const newline = /\r\n|\r|\n/;

function appendTypes(types: string[], add: string | string[]): string[] {
  return types.length > 0 && types[types.length - 1] === add ? types : types.concat(add);
}

// A line with nothing on it still needs a token, so the browser gives it a height.
function closeLine(line: Token[]) {
  if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
  else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

/** Prism's nested token stream as lines of flat tokens, each carrying the types of its parents. */
export function normalizeTokens(stream: PrismStream): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const visit = (tokens: PrismStream, parentTypes: string[], nested: boolean) => {
    for (const token of tokens) {
      let types: string[];
      let content: string | Prism.TokenStream;
      if (typeof token === 'string') {
        types = nested ? parentTypes : ['plain'];
        content = token;
      } else {
        types = appendTypes(parentTypes, token.type);
        if (token.alias) types = appendTypes(types, token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        visit(Array.isArray(content) ? content : [content], types, true);
        continue;
      }
      const [first, ...rest] = content.split(newline);
      line.push({ types, content: first });
      for (const part of rest) {
        closeLine(line);
        line = [{ types, content: part }];
        lines.push(line);
      }
    }
  };
  visit(stream, [], false);
  closeLine(line);
  return lines;
}
