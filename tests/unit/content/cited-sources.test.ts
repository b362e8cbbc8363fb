// Pages say where a fact was read: "`spring.ts` in 4.8.0", "3.19.5 (`src/animation/util.ts`)",
// "Read from `moti` 0.30.0", and in a page's closing note "read in `moti` 0.30.0 source (`src/core/use-motify.ts`)". Each such citation of a package this repository installs must name the
// version installed and a file that version ships, so that a reader (or a reviewer) can open it, and so
// that installing a new release fails here with every page that still cites the old one: those are the
// pages to read again. Packed releases read outside node_modules (`babel-preset-expo`, `expo`) are
// named with their package and are not checked here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocPages } from '../lib/doc-checks';

const repo = path.resolve(__dirname, '../../..');
const pages = readDocPages(path.join(repo, 'docs'));

/** The packages a page cites by version, by the name a page gives them, and their folder here. */
const INSTALLED: Record<string, readonly string[]> = {
  'react-native-reanimated': ['react-native-reanimated-3', 'react-native-reanimated'],
  'react-native-worklets': ['react-native-worklets'],
  moti: ['moti'],
};
const folders = Object.values(INSTALLED).flat();
const versionOf = (folder: string): string =>
  JSON.parse(fs.readFileSync(path.join(repo, 'node_modules', folder, 'package.json'), 'utf8')).version;
/** Installed version → its folder in node_modules (3.19.5 and 4.8.0 sit side by side, see package.json). */
const folderOf = new Map(folders.map((folder) => [versionOf(folder), folder]));
/** Packages read from packed releases, outside node_modules. */
const PACKED_ONLY = new Set(['babel-preset-expo', 'expo', '@expo/cli']);

/** Every file of a folder, relative to it, leaving out nested node_modules. */
function filesOf(folder: string): string[] {
  const root = path.join(repo, 'node_modules', folder);
  return (fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .map((file) => file.split(path.sep).join('/'));
}
const files = new Map(folders.map((folder) => [folder, filesOf(folder)]));

/** Whether a folder ships a cited path: as written from the package root, or as the end of a path (`spring.ts`). */
const ships = (folder: string, cited: string) =>
  files.get(folder)!.some((file) => file === cited || file.endsWith(`/${cited}`));

type Citation = { file: string; version: string; pkg?: string; paths: string[]; text: string };

const VERSION = String.raw`\d+\.\d+\.\d+`;
const PATH = String.raw`\x60([\w@./-]+\.(?:ts|tsx|js|mjs|cjs|json))\x60`;
/** A package named in prose rather than as `react-native-reanimated`. */
const PROSE_NAMES: Record<string, string> = {
  Moti: 'moti',
  Reanimated: 'react-native-reanimated',
  Worklets: 'react-native-worklets',
};
// "`a.ts` and `b.ts` in `pkg` 4.8.0", "`a.ts` in Moti 0.30.0", "`a.ts` in 4.8.0"
const PATHS_IN = new RegExp(
  String.raw`((?:${PATH}(?:,| and| or)?\s+)+)in\s+(?:\x60([\w@/-]+)\x60\s+|(Moti|Reanimated|Worklets)\s+)?(${VERSION})`,
  'g',
);
// "3.19.5 (`src/animation/util.ts`)"
const VERSION_PATH = new RegExp(String.raw`(?<![\w.])(${VERSION})\s+\(${PATH}\)`, 'g');
// "We read Reanimated 4.8.0", "Read from `react-native-reanimated` 4.8.0", "We ran the check script of 4.8.0"
const READ = new RegExp(
  String.raw`\b(?:[Ww]e read|[Rr]ead from|[Ww]e ran)\b[^.\n]{0,60}?(?<![\w.\x60])(${VERSION})(?![\w.]*\d)`,
  'g',
);

// A page's "How this page was checked" note: "read in `moti` 0.30.0 source (`a.ts`, `b.ts`) and in …". Only the
// packages installed here can be checked; a note may also cite others (`react-native-web`).
const READ_IN_SOURCE = new RegExp(
  String.raw`\b(?:[Rr]ead|and) in\s+(?:\x60([\w@/-]+)\x60|(Moti|Reanimated|Worklets))\s+(${VERSION}) source \(([^()]*)\)`,
  'g',
);

function citations(): Citation[] {
  const found: Citation[] = [];
  for (const { file, text: raw } of pages) {
    const text = raw.replace(/\s+/g, ' ');
    for (const match of text.matchAll(PATHS_IN)) {
      const paths = [...match[1].matchAll(new RegExp(PATH, 'g'))].map(([, cited]) => cited);
      const pkg = match[3] ?? (match[4] ? PROSE_NAMES[match[4]] : undefined);
      found.push({ file, version: match[5], pkg, paths, text: match[0] });
    }
    for (const match of text.matchAll(VERSION_PATH))
      found.push({ file, version: match[1], paths: [match[2]], text: match[0] });
    for (const match of text.matchAll(READ)) found.push({ file, version: match[1], paths: [], text: match[0] });
    for (const match of text.matchAll(READ_IN_SOURCE)) {
      const pkg = match[1] ?? PROSE_NAMES[match[2]];
      if (!INSTALLED[pkg]) continue;
      const paths = [...match[4].matchAll(new RegExp(PATH, 'g'))].map(([, cited]) => cited);
      found.push({ file, version: match[3], pkg, paths, text: match[0] });
    }
  }
  return found;
}

describe('sources the pages cite', () => {
  const all = citations();

  it('are found on the pages (the patterns still read them)', () => {
    // Today: more than twenty, on /animations, /reanimated-4, /troubleshooting, /moti-or-css-animations…
    expect(all.length).toBeGreaterThan(20);
    expect(new Set(all.map(({ file }) => file)).size).toBeGreaterThan(4);
  });

  it('name an installed version of the package, and a file that version ships', () => {
    const wrong: string[] = [];
    for (const { file, version, pkg, paths, text } of all) {
      if (pkg && PACKED_ONLY.has(pkg)) continue;
      const folder = folderOf.get(version);
      if (!folder) {
        // A packed release's version cited without the package's name is left alone only when the
        // citation itself names that package ("`build/configs/expo.js` in 58.0.26").
        if (!pkg && /babel-preset-expo|\bexpo\b/.test(text)) continue;
        wrong.push(
          `${file}: "${text}" cites ${version}, which is not installed (installed: ${[...folderOf.keys()].join(', ')})`,
        );
        continue;
      }
      if (pkg && !INSTALLED[pkg]?.includes(folder))
        wrong.push(`${file}: "${text}" names ${pkg}, but ${version} is the installed ${folder}`);
      for (const cited of paths)
        if (!ships(folder, cited)) wrong.push(`${file}: "${text}": ${folder} ${version} ships no ${cited}`);
    }
    expect(wrong).toEqual([]);
  });
});
