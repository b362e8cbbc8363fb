// Finds a quoted message in the source of the package that prints it. A message is often built
// from a template literal, so `{placeholder}` in the quoted text matches any interpolation, and a
// message may be split over concatenated strings or prefixed at runtime by the package's own error
// or logger helper (`new ReanimatedError('…')` prints `[Reanimated] …`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** Where each package's source lives: its TypeScript sources, as published. */
export const messageSourceDirs = {
  'react-native-reanimated': 'node_modules/react-native-reanimated/src',
  'react-native-reanimated-4': 'node_modules/react-native-reanimated-4/src',
  'react-native-worklets': 'node_modules/react-native-worklets/src',
  moti: 'node_modules/moti/src',
};

/** Helpers that put the prefix in front of the text they are given. */
const PREFIXING_CALLS = {
  '[Reanimated]': /(?:ReanimatedError|logger\.(?:warn|error))\(\s*$/,
  '[Worklets]': /(?:WorkletsError|logger\.(?:warn|error))\(\s*$/,
};

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.(ts|tsx|js|mjs)$/.test(entry.name)) yield file;
  }
}

const sources = new Map();
/** A package's source as one text, with escaped backticks unescaped as the template prints them. */
function sourceOf(packageName) {
  const dir = messageSourceDirs[packageName];
  if (!dir) throw new Error(`no source folder known for package "${packageName}"`);
  if (!sources.has(packageName)) {
    const files = [...sourceFiles(path.join(root, dir))].map((file) => readFileSync(file, 'utf8'));
    sources.set(packageName, files.join('\n').replaceAll('\\`', '`'));
  }
  return sources.get(packageName);
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for `text` in source code: placeholders match an interpolation, spaces a line break or a `' + '` join. */
function sourcePattern(text) {
  return text
    .split(/(\{\w+\})/)
    .map((part, index) =>
      index % 2 === 1
        ? '(?:\\$\\{[^}]+\\}|\\S+)'
        : part.split(/\s+/).map(escape).join(`(?:\\s|['"\`]\\s*\\+\\s*['"\`])+`),
    )
    .join('');
}

/**
 * Whether `packageName`'s source prints `text`: the whole text literally, or its prefix added by one
 * of the package's prefixing helpers around the rest.
 * @returns {boolean}
 */
export function packagePrints(packageName, text) {
  const source = sourceOf(packageName);
  if (new RegExp(sourcePattern(text)).test(source)) return true;
  const prefix = Object.keys(PREFIXING_CALLS).find((candidate) => text.startsWith(`${candidate} `));
  if (!prefix || !source.includes(`'${prefix}'`)) return false;
  const rest = new RegExp(`['"\`]${sourcePattern(text.slice(prefix.length + 1))}`, 'g');
  for (const match of source.matchAll(rest)) {
    if (PREFIXING_CALLS[prefix].test(source.slice(Math.max(0, match.index - 80), match.index))) return true;
  }
  return false;
}
