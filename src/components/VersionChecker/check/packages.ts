// The packages the checker reads, on their own so that the box can name them without loading the
// checker's rules (and semver) on the page's first load.
export const checkedPackages = [
  'moti',
  'react-native-reanimated',
  'react-native-worklets',
  'react-native',
  'expo',
  'react',
  'react-dom',
] as const;

export type PackageName = (typeof checkedPackages)[number];
