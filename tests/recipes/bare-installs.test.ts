// The npm lines that /svg and /skeleton give a bare React Native app run with `--package-lock-only`
// against the registry, in an app on today's stack: each package they name resolves once, next to
// Moti, with one React and the app's Reanimated left as it was.
import reanimated4 from 'react-native-reanimated/package.json';
import worklets from 'react-native-worklets/package.json';
import { describe, expect, test } from 'vitest';
import compatibility from '../../src/data/compatibility.json';
import { commandLines, nestedCopies, resolveWithNpm } from './lib/npm-resolve';
import { commandBlock } from './lib/page-recipes';

// As /installation's bare path leaves an app: the newest React Native with its React and React DOM,
// Moti, and the Reanimated 4 and Worklets that the site's examples run.
const newest = Object.values(compatibility.reactNativeReact).at(-1) as { reactNative: string; react: string };
const react = newest.react.replace(/^\^/, '');
const bareApp: Record<string, string> = {
  react,
  'react-dom': react,
  'react-native': newest.reactNative,
  moti: compatibility.moti.version,
  'react-native-reanimated': reanimated4.version,
  'react-native-worklets': worklets.version,
};

/** Runs the page's npm block in the bare app and checks what every such block promises. */
async function followBareInstall(route: string, start: string, step: string) {
  const lines = commandLines(commandBlock(route, start).code);
  const resolved = await resolveWithNpm(bareApp, lines, step);
  const named = lines.flatMap((line) =>
    line
      .split(/\s+/)
      .slice(2)
      .filter((word) => !word.startsWith('-')),
  );
  for (const name of named) {
    expect(resolved.packages.get(`node_modules/${name}`), `${step}: ${name} is not installed`).toBeDefined();
    expect(nestedCopies(resolved, name), `${step}: another ${name}`).toEqual([]);
  }
  expect(nestedCopies(resolved, 'react'), `${step}: a second React`).toEqual([]);
  expect(resolved.packages.get('node_modules/react-native-reanimated'), `${step}: Reanimated moved`).toBe(
    bareApp['react-native-reanimated'],
  );
  return { resolved, named };
}

describe('/svg, "Install react-native-svg", in a bare app', () => {
  test('npm install react-native-svg resolves next to Moti, with one React', async () => {
    const { named } = await followBareInstall('/svg', 'npm install react-native-svg', '/svg, bare install');
    expect(named).toEqual(['react-native-svg']);
  });
});

describe('/skeleton, "Bare React Native", option 2', () => {
  test('react-native-linear-gradient and the module resolver resolve, with one React and no expo-linear-gradient', async () => {
    const step = '/skeleton, bare install';
    const { resolved, named } = await followBareInstall('/skeleton', 'npm install react-native-linear-gradient', step);
    expect(named).toEqual(['react-native-linear-gradient', 'babel-plugin-module-resolver']);
    // Moti does not bring the Expo gradient, which is why the page aliases `moti/skeleton` away from it.
    expect(resolved.packages.get('node_modules/expo-linear-gradient'), step).toBeUndefined();
  });
});
