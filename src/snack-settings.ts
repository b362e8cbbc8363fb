import { readFileSync } from 'node:fs';
import path from 'node:path';
import { snackSite } from './external-scripts';
import type { SnackSettings } from './components/LiveExample/snack/snack-url';

// Snack runs the versions the site runs, read from package.json. expo-linear-gradient is an Expo
// SDK module: Snack picks the version that matches its SDK, as `expo install` does.
const pinned = ['moti', 'react-native-reanimated'];
const sdkChosen = ['expo-linear-gradient'];

/** What Open in Snack needs in the browser (customFields.snack), or null when the build leaves the embed out. */
export function snackSettings(): SnackSettings | null {
  if (!snackSite) return null;
  const { dependencies } = JSON.parse(readFileSync(path.resolve(__dirname, '..', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const versions: Record<string, string> = {};
  for (const name of pinned) versions[name] = dependencies[name];
  for (const name of sdkChosen) versions[name] = '';
  // The examples written with Reanimated 4's CSS API run on the alias `react-native-reanimated-4` here.
  const reanimated4Versions = {
    'react-native-reanimated': dependencies['react-native-reanimated-4'].replace(/^npm:react-native-reanimated@/, ''),
    'react-native-worklets': dependencies['react-native-worklets'],
  };
  return { site: snackSite, versions, reanimated4Versions };
}
