import { readFileSync } from 'node:fs';
import path from 'node:path';
import { snackSite } from './external-scripts';
import type { SnackSettings } from '../components/LiveExample/snack/snack-url';
import { reanimatedRuntimes, reanimatedVersions } from '../data/reanimated-versions';

// Snack runs the versions the site runs, read from package.json. expo-linear-gradient is an Expo
// SDK module: Snack picks the version that matches its SDK, as `expo install` does.
const pinned = ['moti'];
const sdkChosen = ['expo-linear-gradient'];

/** The version package.json installs, also for a package installed under an alias (`npm:name@1.2.3`). */
const installedVersion = (spec: string) => spec.replace(/^npm:.+@/, '');

/** What Open in Snack needs in the browser (customFields.snack), or null when the build leaves the embed out. */
export function snackSettings(): SnackSettings | null {
  if (!snackSite) return null;
  const { dependencies } = JSON.parse(readFileSync(path.resolve(__dirname, '../..', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const versions: Record<string, string> = {};
  for (const name of pinned) versions[name] = dependencies[name];
  for (const name of sdkChosen) versions[name] = '';
  // Each Reanimated line asks for the package the examples run on here (3 is installed under an
  // alias) and the packages it needs beside it.
  const reanimated = {} as SnackSettings['reanimated'];
  for (const version of reanimatedVersions) {
    const { packageName, peers } = reanimatedRuntimes[version];
    const packages: Record<string, string> = { 'react-native-reanimated': installedVersion(dependencies[packageName]) };
    for (const peer of peers) packages[peer] = installedVersion(dependencies[peer]);
    reanimated[version] = packages;
  }
  return { site: snackSite, versions, reanimated };
}
