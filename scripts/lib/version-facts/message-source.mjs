// Finds a quoted message in the source of the package that prints it. A message is often built
// from a template literal or by joining strings, so `{placeholder}` in the quoted text matches any
// interpolated or concatenated value, and a message may be split over concatenated strings or
// prefixed at runtime by the package's own error or logger helper (`new ReanimatedError('…')` prints
// `[Reanimated] …`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Paths from the repository root, where npm scripts, Vitest and Playwright run (no import.meta:
// Playwright compiles this module for the search spec of quoted messages).
const root = process.cwd();

/**
 * The folders of a package that print messages: its sources, and the scripts that `pod install`,
 * Gradle and the app in development run (Reanimated 4 checks its Worklets and React Native versions
 * in `scripts/validate-*.js`; its CocoaPods helper raises in `scripts/*.rb`; its Gradle build script
 * throws in `android/build.gradle.kts`). `lib/` is left out: it is `src/` compiled.
 */
const MESSAGE_FOLDERS = ['src', 'scripts', 'android'];

/** Where each package is installed (`react-native-reanimated-3` is the npm alias of 3.19.5). */
const packageDirs = {
  'react-native-reanimated-3': 'node_modules/react-native-reanimated-3',
  'react-native-reanimated': 'node_modules/react-native-reanimated',
  'react-native-worklets': 'node_modules/react-native-worklets',
  moti: 'node_modules/moti',
};

/** The folders scanned for each package's messages, those it ships. */
export const messageSourceDirs = Object.fromEntries(
  Object.entries(packageDirs).map(([name, dir]) => [
    name,
    MESSAGE_FOLDERS.map((folder) => path.join(dir, folder)).filter((folder) => existsSync(path.join(root, folder))),
  ]),
);

/** Helpers that put the prefix in front of the text they are given. */
const PREFIXING_CALLS = {
  '[Reanimated]': /(?:ReanimatedError|logger\.(?:warn|error))\(\s*$/,
  '[Worklets]': /(?:WorkletsError|logger\.(?:warn|error))\(\s*$/,
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A caller that prints a check's `{ ok, message }` result after the prefix: `'[Reanimated] ' +
 * result.message` (scripts/validate-worklets-build.js) or `` `[Reanimated] ${result.message}` ``.
 */
const prefixedMessageField = (prefix) => new RegExp(`${escape(prefix)} ?(?:['"]\\s*\\+\\s*|\\$\\{)\\w+\\.message\\b`);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    // Of android/, only the Gradle scripts: its Java, Kotlin and C++ sources print to the device log.
    else if (/\.(ts|tsx|js|mjs|rb|gradle|gradle\.kts)$/.test(entry.name)) yield file;
  }
}

const sources = new Map();
/** A package's source as one text, with escaped backticks unescaped as the template prints them. */
function sourceOf(packageName) {
  const dirs = messageSourceDirs[packageName];
  if (!dirs?.length) throw new Error(`no source folder known for package "${packageName}"`);
  if (!sources.has(packageName)) {
    const files = dirs
      .flatMap((dir) => [...sourceFiles(path.join(root, dir))])
      .map((file) => readFileSync(file, 'utf8'));
    sources.set(packageName, files.join('\n').replaceAll('\\`', '`'));
  }
  return sources.get(packageName);
}

// A placeholder is an interpolation (`${version}`), a value joined in (`' + version + '`), or one word.
const PLACEHOLDER = `(?:\\$\\{[^}]+\\}|['"\`]\\s*\\+\\s*[\\w.]+\\s*\\+\\s*['"\`]|\\S+)`;

/** A pattern for `text` in source code: placeholders match a value, spaces a line break or a `' + '` join. */
function sourcePattern(text) {
  return text
    .split(/(\{\w+\})/)
    .map((part, index) =>
      index % 2 === 1 ? PLACEHOLDER : part.split(/\s+/).map(escape).join(`(?:\\s|['"\`]\\s*\\+\\s*['"\`])+`),
    )
    .join('');
}

/**
 * Where `text` stands in the source as written, leaving out a prefixed text handed to the helper that
 * adds that prefix: there the reader sees it twice (`new ReanimatedError('[Reanimated] …')` prints
 * `[Reanimated] [Reanimated] …`), so the text as written is not what the package prints.
 */
function literalOccurrences(source, text, prefix) {
  const helper = prefix && PREFIXING_CALLS[prefix];
  return [...source.matchAll(new RegExp(sourcePattern(text), 'g'))].filter((match) => {
    const before = source.slice(Math.max(0, match.index - 80), match.index);
    return !(helper && helper.test(before.replace(/['"`]$/, '')));
  });
}

/**
 * How `packageName`'s source prints `text`: `'literal'`, the whole text as written; `'helper'`, its
 * prefix added around the rest by one of the package's prefixing helpers (its error class or logger);
 * `'caller'`, its prefix added by the caller of a check whose result's `message` field holds the rest
 * (a plain string, so no error class names it); `null` when it does not print it.
 * @returns {'literal' | 'helper' | 'caller' | null}
 */
export function howPackagePrints(packageName, text) {
  const source = sourceOf(packageName);
  const prefix = Object.keys(PREFIXING_CALLS).find((candidate) => text.startsWith(`${candidate} `));
  if (literalOccurrences(source, text, prefix).length > 0) return 'literal';
  if (!prefix) return null;
  const helper = source.includes(`'${prefix}'`) && PREFIXING_CALLS[prefix];
  const field = prefixedMessageField(prefix).test(source) && /\bmessage:\s*$/;
  const rest = new RegExp(`['"\`]${sourcePattern(text.slice(prefix.length + 1))}`, 'g');
  for (const match of source.matchAll(rest)) {
    const before = source.slice(Math.max(0, match.index - 80), match.index);
    if (helper && helper.test(before)) return 'helper';
    if (field && field.test(before)) return 'caller';
  }
  return null;
}

/**
 * Whether `packageName`'s source prints `text`, in any of the ways howPackagePrints tells apart.
 * @returns {boolean}
 */
export const packagePrints = (packageName, text) => howPackagePrints(packageName, text) !== null;
