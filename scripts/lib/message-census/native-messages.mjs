// The messages a native, Gradle or CocoaPods file prints. These languages are read with patterns,
// not parsed: a printing call is found by name, and its argument's string literals are joined in
// order, with each value between them written `{value}` (the way the script reader writes them).

/** The calls that print, by file type; each starts an argument list, or for Ruby and C++ streams a line. */
const CALLS = {
  cpp: [
    /\b(?:throw\s+)?(?:std::)?(?:runtime_error|invalid_argument|logic_error|out_of_range)\s*\(/g,
    /\bjsi::JSError\s*\(/g,
    /\bjsi::JSINativeException\s*\(/g,
    /\breact_native_assert\s*\(/g,
    /\bthrow_js_error\s*\(/g,
    /\bLOG\s*\(\s*(?:ERROR|WARNING|FATAL)\s*\)\s*<</g,
    /\bRCTLog(?:Error|Warn)\s*\(/g,
    /\bNSLog\s*\(/g,
    /\[NSException\s+raise:/g,
    /@throw\s+\[NSException\s+exceptionWithName:/g,
  ],
  jvm: [/\bLog\.[ew]\s*\(/g, /\bthrow\s+(?:new\s+)?\w*(?:Exception|Error)\s*\(/g, /\berror\s*\(/g],
  gradle: [/\bthrow\s+(?:new\s+)?\w*(?:Exception|Error)\s*\(/g, /\blogger\.(?:warn|error)\s*\(/g, /\bprintln\s*\(?/g],
  ruby: [/\braise\b\s*\(?/g, /\bPod::UI\.warn\b\s*\(?/g, /\bputs\b\s*\(?/g, /\bwarn\b\s*\(?/g],
};

/** The file type of a path, or null when it is not one this reader knows. */
export function nativeKind(file) {
  if (/\.(cpp|cc|c|h|hpp|mm|m|swift)$/.test(file)) return 'cpp';
  if (/\.(java|kt)$/.test(file)) return 'jvm';
  if (/\.(gradle|gradle\.kts)$/.test(file)) return 'gradle';
  if (/\.(rb|podspec)$/.test(file)) return 'ruby';
  return null;
}

const QUOTES = { cpp: ['"'], jvm: ['"'], gradle: ['"', "'"], ruby: ['"', "'"] };

/**
 * The argument text from `start`: up to the closing parenthesis when the call opened one, else to the
 * end of the statement (a `;` or the line's end), skipping over string literals.
 */
function argumentAt(source, start, opened, quotes) {
  let depth = opened ? 1 : 0;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (quotes.includes(char)) {
      index += 1;
      while (index < source.length && source[index] !== char) index += source[index] === '\\' ? 2 : 1;
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')') {
      depth -= 1;
      if (opened && depth === 0) return source.slice(start, index);
    }
    if (!opened && (char === ';' || (char === '\n' && depth === 0))) return source.slice(start, index);
  }
  return source.slice(start);
}

const UNESCAPES = { n: ' ', t: ' ', '"': '"', "'": "'", '\\': '\\' };

/** The argument's literals joined, each other value between them `{value}`; null without a literal. */
function textOfArgument(argument, quotes) {
  const pieces = [];
  let rest = '';
  const flush = () => {
    // Joins (`+`, `<<`, `,`) and wrappers (`std::string(`, `@`) are not values.
    const value = rest.replace(/std::string\s*\(|\bString\.format\s*\(|[+<>,()@\s]|\bTAG\b|\bNAME\b|\.c_str\b/g, '');
    if (value && pieces.length) pieces.push('{value}');
    rest = '';
  };
  for (let index = 0; index < argument.length; index += 1) {
    const char = argument[index];
    if (!quotes.includes(char)) {
      rest += char;
      continue;
    }
    flush();
    let literal = '';
    index += 1;
    while (index < argument.length && argument[index] !== char) {
      if (argument[index] === '\\') {
        literal += UNESCAPES[argument[index + 1]] ?? argument[index + 1];
        index += 2;
      } else literal += argument[index++];
    }
    pieces.push(literal.replace(/%[@dsfl]+|#\{[^}]*\}|\$\{[^}]*\}|\$\w+/g, '{value}'));
  }
  flush();
  const text = pieces.join('').replace(/\s+/g, ' ').trim();
  return /[A-Za-z]{2}/.test(text.replace(/\{value\}/g, '')) ? text : null;
}

/** Every message a native or build file prints: `{ kind: 'error' | 'warn', text, line, call }`. */
export function nativeMessages(source, fileName) {
  const kind = nativeKind(fileName);
  if (!kind) return [];
  const found = [];
  for (const pattern of CALLS[kind]) {
    for (const match of source.matchAll(pattern)) {
      const start = match.index + match[0].length;
      const opened = match[0].trimEnd().endsWith('(');
      let argument = argumentAt(source, start, opened, QUOTES[kind]);
      // Android's Log takes the tag first; the tag is not part of the message.
      if (match[0].startsWith('Log.')) argument = argument.replace(/^\s*(?:"[^"]*"|[\w.]+)\s*,/, '');
      const text = textOfArgument(argument, QUOTES[kind]);
      if (!text) continue;
      const call = match[0].replace(/[\s(<]+$/, '').trim();
      found.push({
        kind: /warn|WARNING|Log\.w|puts|println/i.test(call) ? 'warn' : 'error',
        text,
        line: source.slice(0, match.index).split('\n').length,
        call,
      });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
