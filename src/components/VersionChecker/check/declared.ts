import minVersion from 'semver/ranges/min-version';
import validRange from 'semver/ranges/valid';
import valid from 'semver/functions/valid';

/** What a package.json says about one package, sorted by what the checker can know from it. */
export type Declared =
  | { kind: 'missing' }
  | { kind: 'version'; spec: string; version: string }
  | { kind: 'range'; spec: string; range: string; lowest: string }
  | { kind: 'tag'; spec: string }
  | { kind: 'other'; spec: string };

const TAG = /^[a-z][a-z0-9._-]*$/i;

function fromSpec(spec: string): Exclude<Declared, { kind: 'missing' }> {
  const alias = /^npm:(?:@[^/@]+\/)?[^@]+@(.+)$/.exec(spec);
  if (alias) return { ...fromSpec(alias[1]), spec };
  const version = valid(spec);
  if (version) return { kind: 'version', spec, version };
  const range = validRange(spec);
  const lowest = range === null ? null : minVersion(range);
  if (range !== null && lowest) return { kind: 'range', spec, range, lowest: lowest.version };
  if (TAG.test(spec)) return { kind: 'tag', spec };
  return { kind: 'other', spec };
}

export function declaredOf(value: unknown): Declared {
  if (value === undefined) return { kind: 'missing' };
  if (typeof value !== 'string') return { kind: 'other', spec: JSON.stringify(value) ?? String(value) };
  return fromSpec(value.trim());
}

/** The version to compare: the one named, or the lowest a range allows. */
export const versionOf = (declared: Declared) =>
  declared.kind === 'version' ? declared.version : declared.kind === 'range' ? declared.lowest : null;

/** `0.84` for any 0.84 release: how Reanimated's table names React Native versions. */
export const minorOf = (version: string) => {
  const [major, minor] = version.split('.');
  return `${major}.${minor.padStart(2, '0')}`;
};
