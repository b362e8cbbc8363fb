// The Reanimated versions the site covers: the package each one is installed as, and where each
// one's sandboxed frame lives. Reanimated 4, what readers install, is `react-native-reanimated`;
// 3.x is installed under the alias `react-native-reanimated-3`. One version also runs in the page
// itself (the live-examples runtime chunk); the other runs only in its own frame, a bundle where
// `react-native-reanimated` resolves to that version's package.

export type ReanimatedVersion = 3 | 4;

export type ReanimatedRuntime = {
  /** The installed package that `react-native-reanimated` resolves to in this version's bundles. */
  packageName: string;
  /** Installed packages the version needs beside it, which its manifest lists as peers. */
  peers: string[];
  /** Where the site serves this version's frame document (edited code always runs in a frame). */
  framePath: string;
};

export const reanimatedRuntimes: Record<ReanimatedVersion, ReanimatedRuntime> = {
  3: { packageName: 'react-native-reanimated-3', peers: [], framePath: '/live-example-frame' },
  4: {
    packageName: 'react-native-reanimated',
    peers: ['react-native-worklets'],
    framePath: '/live-example-frame-reanimated-4',
  },
};

/**
 * The version whose runtime is the page's own chunk, and so what an example runs on until the
 * reader picks another: the one a new app gets by following /installation (Expo SDK 55 and later,
 * and React Native 0.82 and later, install Reanimated 4). The other version's frame loads only when
 * picked.
 */
export const inPageVersion: ReanimatedVersion = 4;

export const reanimatedVersions = Object.keys(reanimatedRuntimes).map(Number) as ReanimatedVersion[];

export const framePaths = reanimatedVersions.map((version) => reanimatedRuntimes[version].framePath);

/** The version other than `version`: with two versions, the one a reader can switch to. */
export const otherVersion = (version: ReanimatedVersion): ReanimatedVersion =>
  reanimatedVersions.find((other) => other !== version)!;

export const isReanimatedVersion = (value: unknown): value is ReanimatedVersion =>
  reanimatedVersions.includes(value as ReanimatedVersion);
