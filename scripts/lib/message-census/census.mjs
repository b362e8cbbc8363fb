// The census: every error and warning text the four packages a Moti app runs can print, read from
// the files each one ships (its sources, native code, Babel plugin, Gradle and CocoaPods scripts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { nativeKind, nativeMessages } from './native-messages.mjs';
import { scriptMessages } from './script-messages.mjs';

// Paths from the repository root, where npm scripts and Vitest run.
const root = process.cwd();

/**
 * The packages read, by the name this repository installs them under, with the folders and files
 * that print. `lib/` is left out where `src/` ships (it is `src/` compiled); the Babel plugin is read
 * from its shipped bundle, the only form it ships in.
 */
export const CENSUS_PACKAGES = {
  moti: ['src'],
  'react-native-reanimated-3': [
    'src',
    'scripts',
    'plugin/index.js',
    'android',
    'apple',
    'Common',
    'RNReanimated.podspec',
  ],
  'react-native-reanimated': ['src', 'scripts', 'android', 'apple', 'Common', 'RNReanimated.podspec'],
  'react-native-worklets': ['src', 'scripts', 'plugin/index.js', 'android', 'apple', 'Common', 'RNWorklets.podspec'],
};

/** The helpers of each package that print their text after the package's prefix. */
const PREFIXING_HELPERS = {
  'react-native-reanimated-3': ['[Reanimated]', /^(ReanimatedError|logger\.(warn|error))$/],
  'react-native-reanimated': ['[Reanimated]', /^logger\.(warn|error)$/],
  'react-native-worklets': ['[Worklets]', /^(WorkletsError|logger\.(warn|error))$/],
};

/** The text as the app prints it: with the prefix a helper adds in front of it. */
function printedText(name, { call, text }) {
  const [prefix, helper] = PREFIXING_HELPERS[name] ?? [];
  // The helpers add it unconditionally: a text that starts with it already prints it twice.
  return helper?.test(call) ? `${prefix} ${text}` : text;
}

const SCRIPT = /\.(ts|tsx|js|mjs|cjs)$/;
// Build output and tests a package ships beside its code are not what it prints in an app.
const SKIPPED = /(^|\/)(__tests__|__mocks__|build|\.cxx|\.gradle)(\/|$)|\.d\.ts$|\.test\.|\.map$/;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (SKIPPED.test(file)) continue;
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

export const packageDir = (name) => path.join(root, 'node_modules', name);
export const packageVersion = (name) =>
  JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')).version;
/** The name an app installs a package by (`react-native-reanimated-3` is this repository's alias). */
export const publishedName = (name) => name.replace(/-3$/, '');

/** A text as the id holds it: its values all `{}`, its spaces single. */
export const normalizeText = (text) =>
  text
    .replace(/\{[^{}]*\}/g, '{}')
    .replace(/\s+/g, ' ')
    .trim();

/** The stable id of a text: the package and version that print it, and its normalized text. */
export const messageId = (name, version, text) => `${publishedName(name)}@${version} ${normalizeText(text)}`;

function readPackage(name) {
  const dir = packageDir(name);
  const version = packageVersion(name);
  const files = CENSUS_PACKAGES[name]
    .map((part) => path.join(dir, part))
    .filter((part) => existsSync(part))
    .flatMap((part) =>
      part.match(/\.\w+$/) && !part.endsWith('/') && !readdirSafe(part) ? [part] : [...filesUnder(part)],
    );
  const byId = new Map();
  for (const file of files) {
    const relative = path.relative(dir, file);
    const reader = SCRIPT.test(file) ? scriptMessages : nativeKind(file) ? nativeMessages : null;
    if (!reader) continue;
    for (const message of reader(readFileSync(file, 'utf8'), file)) {
      const text = printedText(name, message);
      const id = messageId(name, version, text);
      const where = `${relative}:${message.line}`;
      const known = byId.get(id);
      if (known) known.where.push(where);
      else byId.set(id, { id, package: name, version, kind: message.kind, call: message.call, text, where: [where] });
    }
  }
  return [...byId.values()];
}

function readdirSafe(file) {
  try {
    return readdirSync(file);
  } catch {
    return null;
  }
}

/** Every text of every package, in a stable order (by id). */
export const readCensus = () =>
  Object.keys(CENSUS_PACKAGES)
    .flatMap(readPackage)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
