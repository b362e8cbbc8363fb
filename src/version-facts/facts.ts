// The facts that differ between Reanimated 3 and 4, as read from the installed packages by
// `npm run facts` (scripts/version-facts.mjs). Pages state them through <VersionFact>; tests import them.
import data from '../data/version-facts.json';
import type { ReanimatedVersion } from '../data/reanimated-versions';

/** A default read from the package: a number or boolean, null for "no default", or source text. */
export type DefaultValue = number | boolean | string | null | { expression: string };

export type VersionFacts = {
  /** The installed package (`react-native-reanimated-3` is this repository's alias of 3.x). */
  package: string;
  version: string;
  /** The `react-native` peer range of the package's manifest. */
  reactNativePeer: string;
  reactNative: {
    line: string;
    /** React Native minors of the line's entry in compatibility.json, null when it has none. */
    newArchitecture: string[] | null;
    oldArchitecture: string[] | null;
    worklets: string[] | null;
  };
  /** The plugin an app's Babel config names, and another name that loads the same plugin. */
  babelPlugin: { name: string; alsoWorksAs: string | null };
  spring: {
    defaults: Record<string, DefaultValue>;
    /** How much longer than `duration` a duration-based spring runs; null when `duration` is the length. */
    perceptualCoefficient: number | null;
    /** Options that go with any others, and groups of which a config may use one only. */
    optionGroups: { shared: string[]; exclusive: string[][] };
  };
  timing: { defaults: Record<string, DefaultValue> };
};

type VersionFactsFile = {
  packages: Record<string, string>;
  moti: { springOptions: string[] };
  versions: Record<`${ReanimatedVersion}`, VersionFacts>;
};

const file: VersionFactsFile = data;

/** Installed versions of the packages the site names (`moti`, `react-native-worklets`, …). */
export const packageVersions = file.packages;

/** The spring options Moti copies from `transition` to Reanimated's `withSpring`. */
export const motiSpringOptions = file.moti.springOptions;

export const factsOf = (version: ReanimatedVersion): VersionFacts => file.versions[version];

/** "Reanimated 4.8.0": how a fact says which version it is for. */
export const reanimatedLabel = (version: ReanimatedVersion) => `Reanimated ${factsOf(version).version}`;
