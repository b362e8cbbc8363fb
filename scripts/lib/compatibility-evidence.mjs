// What the registry cannot say: reports in Moti's issues, and the pairs this machine ran in a browser.
// scripts/compatibility-table.mjs copies both into src/data/compatibility.json beside the metadata.

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

/** Moti with one Reanimated, run in Chromium on react-native-web; `how` names the check. */
export const browserChecks = [
  {
    moti: '0.30.0',
    reanimated: '3.19.5',
    worklets: null,
    reactNativeWeb: '0.21.4',
    how: "This site's live examples: the browser tests play each one and read its styles as it moves.",
  },
  {
    moti: '0.30.0',
    reanimated: '4.8.0',
    worklets: '0.14.0',
    reactNativeWeb: '0.21.4',
    how: "This site's live examples, switched to Reanimated 4 (a sandboxed frame bundled with esbuild, without a Babel plugin): the browser tests play each one and read its styles as it moves. Every example runs; springs left at their defaults no longer bounce.",
  },
];
