// What the registry cannot say: reports in Moti's issues, the pairs this machine ran in a browser, and
// release days read from a repository. scripts/compatibility-table.mjs copies them into
// src/data/compatibility.json beside the metadata.

/**
 * Releases dated from their repository, for packages whose registry times do not hold. Read with
 * `git show -s v0.30.0` in a clone of github.com/nandorojo/moti: a lightweight tag on the commit
 * that sets `"version": "0.30.0"` in packages/moti/package.json.
 */
export const repositoryTags = {
  moti: {
    version: '0.30.0',
    tag: 'v0.30.0',
    commitDate: '2025-01-29',
    repository: 'https://github.com/nandorojo/moti',
  },
};

/** Reports in Moti's issue tracker about an Expo SDK, by issue number. */
export const issueReports = [
  {
    sdk: 53,
    issue: 377,
    summary:
      'After moving to React Native 0.79, readers see errors about the usePresence context, and a crash in useDynamicAnimation on the web.',
  },
  {
    sdk: 54,
    issue: 391,
    summary:
      'With Reanimated 4.1, Moti animations run oddly or not at all, and some apps crash; one reader reports that going back to Reanimated 3 works.',
  },
];

/**
 * Moti with one Reanimated, run in Chromium on react-native-web; `how` names the check. Where each
 * version runs (the page or a sandboxed frame) is src/data/reanimated-versions.ts's to say.
 */
export const browserChecks = [
  {
    moti: '0.30.0',
    reanimated: '3.19.5',
    worklets: null,
    reactNativeWeb: '0.21.4',
    how: "This site's live examples, bundled without a Babel plugin: the browser tests play each one and read its styles as it moves.",
  },
  {
    moti: '0.30.0',
    reanimated: '4.8.0',
    worklets: '0.14.0',
    reactNativeWeb: '0.21.4',
    how: "This site's live examples, bundled without a Babel plugin: the browser tests play each one and read its styles as it moves. Every example runs; springs left at their defaults no longer bounce.",
  },
];

/**
 * The oldest Reanimated that Moti 0.30 runs on, which its peer range (`*`) does not say: its
 * use-motify.ts reads `ReduceMotion.System` as it builds each animation, and Reanimated exports
 * `ReduceMotion` from 3.5.0 on (read in the 2.17.0, 3.4.2 and 3.5.0 tarballs from `npm pack`).
 */
export const motiReanimatedLowest = {
  version: '3.5.0',
  why: "Moti 0.30 reads Reanimated's `ReduceMotion` as it builds each animation, and Reanimated exports it from 3.5.0 on.",
};
