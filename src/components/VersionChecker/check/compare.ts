import coerce from 'semver/functions/coerce';
import compare from 'semver/functions/compare';
import gte from 'semver/functions/gte';
import intersects from 'semver/ranges/intersects';
import subset from 'semver/ranges/subset';
import satisfies from 'semver/functions/satisfies';
import data from '../../../data/compatibility.json';
import type { Declared } from './declared';

export type Architecture = 'new' | 'old';

/** A line of one of Reanimated's two lists, and the React Native minors it names. */
export type ListedLine = { line: string; reactNative: string[]; architecture: Architecture };

const options = { includePrerelease: true };

/**
 * Whether what a package.json declares stays inside a wanted version or range: `all` when every
 * version it allows is wanted, `some` when a range also allows others, `none` otherwise.
 */
export function within(declared: Declared, wanted: string): 'all' | 'some' | 'none' {
  if (declared.kind === 'version') return satisfies(declared.version, wanted, options) ? 'all' : 'none';
  if (declared.kind !== 'range') return 'none';
  if (subset(declared.range, wanted, options)) return 'all';
  return intersects(declared.range, wanted, options) ? 'some' : 'none';
}

/**
 * The lines of a list (`4.8.x`, `3.9.x - 3.14.x`, `0.14.x`) that a declared version or range can
 * install. Releases after the newest line do not exist yet, so a `^4.8.0` installs 4.8.x only.
 */
export function installable<T extends { line: string }>(declared: Declared, lines: T[]): T[] {
  if (declared.kind === 'version') return lines.filter((line) => satisfies(declared.version, line.line, options));
  if (declared.kind !== 'range') return [];
  return lines.filter((line) => intersects(declared.range, line.line, options));
}

/**
 * The one rule every package's range is judged by: the lines it can install, split into those
 * that fit and those that do not. It fits when it can install some line and every one of them fits.
 */
export function judgeLines<T extends { line: string }>(declared: Declared, lines: T[], fits: (line: T) => boolean) {
  const candidates = installable(declared, lines);
  const misfits = candidates.filter((line) => !fits(line));
  return { lines: candidates, misfits, fits: candidates.length > 0 && misfits.length === 0 };
}

/** Reanimated's New Architecture list, newest first, as its compatibility.json names the lines. */
const newArchitectureLines: ListedLine[] = data.reanimatedLines.map((line) => ({
  line: line.line,
  reactNative: line.reactNative,
  architecture: 'new',
}));

/** Reanimated's Old Architecture list, newest first, in its own groups, from 3.19 down to 2.3. */
const oldArchitectureLines: ListedLine[] = data.oldArchitectureLines.map((line) => ({
  ...line,
  architecture: 'old' as const,
}));

/** React Native 0.82 and later run the New Architecture only; before, an app may run either. */
export const architecturesOf = (minor: string): Architecture[] =>
  Number(minor.split('.')[1]) >= 82 || Number(minor.split('.')[0]) > 0 ? ['new'] : ['new', 'old'];

export const listsOf = (architecture: Architecture) =>
  architecture === 'new' ? newArchitectureLines : oldArchitectureLines;

/** The Worklets lines that Reanimated's list pairs with any Reanimated line. */
export const workletsLines = [...new Set(data.reanimatedLines.flatMap((line) => line.worklets ?? []))].map((line) => ({
  line,
}));

/** `4.6.x` → `4.6` and `3.9.x - 3.14.x` → `3.14`: the newest release of a line, for an install command. */
export const lineForCommand = (line: string) => line.split(' - ').at(-1)!.replace(/\.x$/, '');

/** The oldest Reanimated Moti 0.30 runs on, and why (its peer range, `*`, does not say). */
export const motiLowest = data.moti.reanimatedLowest;

/** Whether a line's newest release is one Moti 0.30 runs on. */
export const motiRunsOn = (line: string) => gte(coerce(lineForCommand(line))!.version, motiLowest.version);

/**
 * The newest line of either list that names a React Native minor, on the architectures it may run,
 * among the lines Moti 0.30 runs on.
 */
export function newestLineFor(minor: string): ListedLine | undefined {
  const candidates = architecturesOf(minor)
    .map((architecture) =>
      listsOf(architecture).find((line) => line.reactNative.includes(minor) && motiRunsOn(line.line)),
    )
    .filter((line): line is ListedLine => line !== undefined);
  const top = (line: ListedLine) => coerce(lineForCommand(line.line))!.version;
  return candidates.sort((a, b) => compare(top(b), top(a)))[0];
}

/** The entry of Reanimated's table for a line of its New Architecture list. */
export const tableLine = (line: string) => data.reanimatedLines.find((entry) => entry.line === line);

export const listed = (items: string[]) =>
  items.length <= 2 ? items.join(' or ') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

export const architectureName = (architecture: Architecture) =>
  architecture === 'new' ? 'New Architecture' : 'Old Architecture';
