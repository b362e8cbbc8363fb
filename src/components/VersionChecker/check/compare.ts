import intersects from 'semver/ranges/intersects';
import subset from 'semver/ranges/subset';
import satisfies from 'semver/functions/satisfies';
import data from '../../../data/compatibility.json';
import type { Declared } from './declared';

export type ReanimatedLine = (typeof data.reanimatedLines)[number];

/**
 * Whether what a package.json declares stays inside a wanted version or range: `all` when every
 * version it allows is wanted, `some` when a range also allows others, `none` otherwise.
 */
export function within(declared: Declared, wanted: string): 'all' | 'some' | 'none' {
  const options = { includePrerelease: true };
  if (declared.kind === 'version') return satisfies(declared.version, wanted, options) ? 'all' : 'none';
  if (declared.kind !== 'range') return 'none';
  if (subset(declared.range, wanted, options)) return 'all';
  return intersects(declared.range, wanted, options) ? 'some' : 'none';
}

/** `within` over several wanted ranges, any of which will do. */
export function withinAny(declared: Declared, wanted: string[]): 'all' | 'some' | 'none' {
  const results = wanted.map((range) => within(declared, range));
  if (results.includes('all') || (declared.kind === 'range' && subset(declared.range, wanted.join(' || '))))
    return 'all';
  return results.includes('some') ? 'some' : 'none';
}

/** The lines of Reanimated's table that a declared version or range can install. */
export function linesOf(declared: Declared): ReanimatedLine[] {
  if (declared.kind === 'version') {
    return data.reanimatedLines.filter((line) => satisfies(declared.version, line.line, { includePrerelease: true }));
  }
  if (declared.kind !== 'range') return [];
  return data.reanimatedLines.filter((line) => intersects(declared.range, line.line));
}

/** Whether a line lists a React Native minor, on the New Architecture or only the Old. */
export function lineSupports(line: ReanimatedLine, minor: string): 'new' | 'old-only' | 'no' {
  if (line.reactNative.includes(minor)) return 'new';
  return line.oldArchitecture?.some((group) => group.reactNative.includes(minor)) ? 'old-only' : 'no';
}

/** The newest Reanimated line of a major that lists a React Native minor on the New Architecture. */
export const newestLineFor = (minor: string, major: '3' | '4') =>
  data.reanimatedLines.find((line) => line.line.startsWith(`${major}.`) && line.reactNative.includes(minor));

/** `4.6.x` → `4.6`, for an install command that names a line. */
export const lineForCommand = (line: string) => line.replace(/\.x$/, '');

export const listed = (items: string[]) =>
  items.length <= 2 ? items.join(' or ') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
