import major from 'semver/functions/major';
import prerelease from 'semver/functions/prerelease';
import subset from 'semver/ranges/subset';
import data from '../../../data/compatibility.json';
import { declaredOf, minorOf, versionOf, type Declared } from './declared';
import { checkedPackages, type PackageName } from './packages';
import type { PastedDependencies } from './read-package';

type ExpoSdk = (typeof data.expoSdks)[number];

/** What the checker knows of the app as a whole, which every package's verdict starts from. */
export type App = {
  declared: Record<PackageName, Declared>;
  /** The Expo SDK row, when `expo` names one of the table's SDKs. */
  sdk: ExpoSdk | null;
  expo: boolean;
  /** React Native's minor (`0.84`), when the package.json pins one. */
  reactNativeMinor: string | null;
  /** Reanimated's major as declared (its lowest allowed version), when known. */
  reanimatedMajor: number | null;
  /** Whether the app renders on the web (`react-native-web`), the one place react-dom runs. */
  web: boolean;
};

const sdkOf = (declared: Declared) => {
  const version = versionOf(declared);
  return version === null ? null : (data.expoSdks.find((row) => row.sdk === major(version)) ?? null);
};

/** React Native's minor if the declaration allows one minor only (a `^0.84.0` does; `*` does not). */
function minorIfOne(declared: Declared) {
  const version = versionOf(declared);
  if (version === null) return null;
  if (declared.kind === 'range' && !sameMinorOnly(declared.range, version)) return null;
  return minorOf(version);
}

const sameMinorOnly = (range: string, lowest: string) => {
  const [maj, min] = lowest.split('.');
  return rangeInside(range, `>=${maj}.${min}.0-0 <${maj}.${Number(min) + 1}.0-0`);
};

const rangeInside = (range: string, outer: string) => subset(range, outer, { includePrerelease: true });

export function readApp(dependencies: PastedDependencies): App {
  const declared = Object.fromEntries(
    checkedPackages.map((name) => [
      name,
      declaredOf(Object.hasOwn(dependencies, name) ? dependencies[name] : undefined),
    ]),
  ) as Record<PackageName, Declared>;
  const reanimated = versionOf(declared['react-native-reanimated']);
  return {
    declared,
    sdk: sdkOf(declared.expo),
    expo: declared.expo.kind !== 'missing',
    reactNativeMinor: minorIfOne(declared['react-native']),
    reanimatedMajor: reanimated === null ? null : major(reanimated),
    web: Object.hasOwn(dependencies, 'react-native-web'),
  };
}

export const isPrerelease = (version: string | null) => version !== null && prerelease(version) !== null;
