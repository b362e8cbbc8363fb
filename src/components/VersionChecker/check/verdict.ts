// What a verdict holds, and the steps every package's rule shares.
import { isPrerelease, type App } from './app';
import type { PackageName } from './packages';
import { within } from './compare';
import { versionOf, type Declared } from './declared';
import { expoFix, type Fix } from './fixes';

/**
 * `dev-build`: fits a development build, while the SDK's Expo Go carries another version.
 * `missing`: the app needs it and does not list it. `not-needed`: the app does not need it.
 */
export type Status = 'fits' | 'dev-build' | 'does-not-fit' | 'missing' | 'not-known' | 'not-needed';
export type Evidence = { kind: 'metadata' } | { kind: 'browser' } | { kind: 'reported'; issue: number };
export type Verdict = {
  name: PackageName;
  declared: Declared;
  status: Status;
  reason: string;
  evidence: Evidence[];
  fixes: Fix[];
};

/** A pasted spec as the reason quotes it: short, and with no backtick to end its code span early. */
export const shown = (spec: string) => (spec.length > 60 ? `${spec.slice(0, 60)}…` : spec).replaceAll('`', "'");

export const metadata: Evidence[] = [{ kind: 'metadata' }];
export const verdict = (status: Status, reason: string, fixes: Fix[] = [], evidence = metadata) => ({
  status,
  reason,
  evidence,
  fixes,
});
export type Partial = ReturnType<typeof verdict>;

/** Why a declaration names no version the checker can compare, or null when it does. */
export function unreadable(declared: Declared, name: string): string | null {
  const lookUp = `\`npm ls ${name}\` shows the version you have.`;
  if (declared.kind === 'tag')
    return `\`${shown(declared.spec)}\` is a dist-tag: the version depends on the day you installed. ${lookUp}`;
  if (declared.kind === 'other')
    return `\`${shown(declared.spec)}\` is not a version or a range the checker can read. ${lookUp}`;
  if (declared.kind === 'range' && declared.lowest === '0.0.0')
    return `\`${shown(declared.spec)}\` accepts any version. ${lookUp}`;
  return null;
}

export const rangeNote = (declared: Declared) =>
  declared.kind === 'range'
    ? ` Your range \`${shown(declared.spec)}\` allows more than one release; npm installs the newest it allows.`
    : '';

/** A package the SDK pins: fits when every version the app allows is the SDK's. */
export function againstSdkPin(app: App, name: PackageName, pin: string | null, command: string): Partial | null {
  const { sdk } = app;
  const declared = app.declared[name];
  if (!sdk || pin === null || declared.kind === 'missing') return null;
  const fit = within(declared, pin);
  if (fit === 'all') return verdict('fits', `SDK ${sdk.sdk} pins \`${pin}\`.`);
  const version = versionOf(declared);
  const pre = isPrerelease(version)
    ? ` \`${version}\` is a prerelease, which a template published before its SDK's release still names.`
    : '';
  const why =
    fit === 'some'
      ? `SDK ${sdk.sdk} pins \`${pin}\`; your range \`${declared.kind === 'range' ? declared.spec : ''}\` also lets npm install other releases.`
      : `SDK ${sdk.sdk} pins \`${pin}\`, and yours is \`${declared.kind === 'version' || declared.kind === 'range' ? declared.spec : ''}\`.${pre}`;
  return verdict('does-not-fit', why, [expoFix(command)]);
}
