// Where a page says what npm resolves, its npm lines run with `--package-lock-only` against the
// registry: the versions npm settles on, and no second React or unwanted Reanimated 4 under moti.
import { describe, expect, test } from 'vitest';
import compatibility from '../../src/data/compatibility.json';
import { commandLines, nestedCopies, resolveWithNpm } from './lib/npm-resolve';
import { commandBlock } from './lib/page-recipes';

const major = (version: string | undefined) => version?.split('.').slice(0, 2).join('.');

describe('/next, "Install"', () => {
  // The page's run: "an app with React and React DOM 19.3.0".
  const app = { react: '19.3.0', 'react-dom': '19.3.0' };

  test('the Reanimated 4 lines resolve to React Native 0.88, Reanimated 4.8 and Worklets 0.14, one React', async () => {
    const step = '/next, Install, Reanimated 4';
    const block = commandBlock('/next', 'npm install --save-dev react-native@0.88');
    const resolved = await resolveWithNpm(app, commandLines(block.code), step);
    const top = (name: string) => major(resolved.packages.get(`node_modules/${name}`));
    expect(
      {
        rn: top('react-native'),
        reanimated: top('react-native-reanimated'),
        worklets: top('react-native-worklets'),
        moti: top('moti'),
      },
      step,
    ).toEqual({ rn: '0.88', reanimated: '4.8', worklets: '0.14', moti: '0.30' });
    expect(nestedCopies(resolved, 'react'), `${step}: a second React`).toEqual([]);
  });

  test('the Reanimated 3 lines keep Reanimated 3, with one React', async () => {
    const step = '/next, Install, Reanimated 3';
    const block = commandBlock('/next', 'npm install --save-dev react-native@0.79');
    const resolved = await resolveWithNpm(app, commandLines(block.code), step);
    expect(resolved.packages.get('node_modules/react-native-reanimated')?.split('.')[0], step).toBe('3');
    expect(nestedCopies(resolved, 'react-native-reanimated'), `${step}: another Reanimated`).toEqual([]);
    expect(nestedCopies(resolved, 'react'), `${step}: a second React`).toEqual([]);
  });
});

describe('/hello-world, "Before you start", on Expo SDK 58', () => {
  // `npx expo install` cannot run without an Expo app; it writes the SDK's versions, which
  // src/data/compatibility.json holds (from `bundledNativeModules.json` of expo 58.0.26).
  const sdk = compatibility.expoSdks.find((entry) => entry.sdk === 58) as (typeof compatibility.expoSdks)[number];
  const expoInstall: Record<string, string> = {
    'react-native-reanimated': String(sdk.reanimated),
    'react-native-worklets': String(sdk.worklets),
    'react-dom': String(sdk.react),
  };
  const blank: Record<string, string> = { react: String(sdk.react), 'react-native': String(sdk.reactNative) };

  /** The page's commands in order: `npx expo install` writes the SDK's pins, npm lines run. */
  async function followPage(step: string) {
    const pins = { ...blank };
    const npm: string[] = [];
    const blocks = [
      commandBlock('/hello-world', 'npx expo install react-native-reanimated'),
      commandBlock('/hello-world', 'npm install moti'),
    ];
    for (const line of blocks.flatMap((block) => commandLines(block.code))) {
      if (line.startsWith('npx expo install ')) {
        for (const name of line.split(/\s+/).slice(3)) Object.assign(pins, { [name]: expoInstall[name] });
      } else npm.push(line);
    }
    return resolveWithNpm(pins, npm, step);
  }

  test('the short install leaves one React: no copy under moti/node_modules', async () => {
    const step = '/hello-world, Before you start';
    const resolved = await followPage(step);
    expect(nestedCopies(resolved, 'react'), `${step}: a second React`).toEqual([]);
    expect(resolved.packages.get('node_modules/react-native-reanimated'), step).toBe(sdk.reanimated);
  });
});
