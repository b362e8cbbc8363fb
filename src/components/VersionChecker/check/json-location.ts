// Where a text stops being JSON, and why, in words a reader can act on. JSON.parse's own messages
// differ between browsers and often leave out the position, so the text is walked again here.

export type JsonProblem = { line: number; column: number; expected: string };

class Stop {
  constructor(
    readonly offset: number,
    readonly expected: string,
  ) {}
}

const MAX_DEPTH = 256;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

function walk(text: string) {
  let at = 0;
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at])) at++;
  };
  const expect = (char: string, expected: string) => {
    space();
    if (text[at] !== char) throw new Stop(at, expected);
    at++;
  };
  const string = () => {
    expect('"', 'a string in double quotes');
    while (at < text.length && text[at] !== '"') {
      const code = text.charCodeAt(at);
      if (code < 0x20) throw new Stop(at, 'the end of the string before the line break (a `"`)');
      if (text[at] === '\\') {
        at++;
        if (text[at] === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(at + 1, at + 5))) at += 4;
        else if (!'"\\/bfnrt'.includes(text[at] ?? 'x')) throw new Stop(at, 'a valid escape after `\\`');
      }
      at++;
    }
    if (at >= text.length) throw new Stop(at, 'a `"` to close the string');
    at++;
  };
  const value = (depth: number): void => {
    space();
    if (depth > MAX_DEPTH) throw new Stop(at, 'less nesting');
    const char = text[at];
    if (char === '{')
      return container(depth, '}', () => {
        string();
        expect(':', 'a `:` after the name');
        value(depth + 1);
      });
    if (char === '[') return container(depth, ']', () => value(depth + 1));
    if (char === '"') return string();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return;
      }
    }
    NUMBER.lastIndex = at;
    if (char !== undefined && NUMBER.test(text)) {
      at = NUMBER.lastIndex;
      return;
    }
    throw new Stop(at, 'a value (a string in double quotes, a number, an object, an array, true, false or null)');
  };
  const container = (depth: number, close: string, item: () => void) => {
    at++;
    space();
    if (text[at] === close) {
      at++;
      return;
    }
    for (;;) {
      item();
      space();
      if (text[at] === close) {
        at++;
        return;
      }
      if (text[at] !== ',') throw new Stop(at, `a \`,\` or \`${close}\``);
      at++;
      space();
      if (text[at] === close) throw new Stop(at, `another item after the \`,\` (JSON allows no trailing comma)`);
    }
  };
  value(0);
  space();
  if (at < text.length) throw new Stop(at, 'the end of the text');
}

/** The first problem in a text that JSON.parse refused, or null if this walk finds none. */
export function locateJsonProblem(text: string): JsonProblem | null {
  try {
    walk(text);
    return null;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    const before = text.slice(0, error.offset).split('\n');
    return { line: before.length, column: before[before.length - 1].length + 1, expected: error.expected };
  }
}
