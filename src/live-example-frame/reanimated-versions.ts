// The Reanimated versions a live example can run on, and where each one's sandboxed frame lives.
// Reanimated 3 also runs in the page itself (the live-examples runtime chunk); Reanimated 4 runs only
// in its own frame, a bundle where `react-native-reanimated` is the aliased 4.x package.

export type ReanimatedVersion = 3 | 4;

export type ReanimatedRuntime = {
  /** The installed package that `react-native-reanimated` resolves to in this version's bundle. */
  packageName: string;
  /** Where the site serves this version's frame document. */
  framePath: string;
};

export const reanimatedRuntimes: Record<ReanimatedVersion, ReanimatedRuntime> = {
  3: { packageName: 'react-native-reanimated', framePath: '/live-example-frame' },
  4: {
    packageName: 'react-native-reanimated-4',
    framePath: '/live-example-frame-reanimated-4',
  },
};

export const reanimatedVersions = Object.keys(reanimatedRuntimes).map(Number) as ReanimatedVersion[];

export const framePaths = reanimatedVersions.map((version) => reanimatedRuntimes[version].framePath);

export const isReanimatedVersion = (value: unknown): value is ReanimatedVersion =>
  reanimatedVersions.includes(value as ReanimatedVersion);
