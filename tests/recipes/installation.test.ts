// /installation's setups, taken from the page: its npm lines resolve against the registry as the page
// says (`npm install --package-lock-only`), its two Babel configs make worklets, and its first
// animation, bundled for the web on each Reanimated line, fades in in Chromium.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import compatibility from '../../src/data/compatibility.json';
import { problemsOf, watchCard } from './lib/animates-in-chromium';
import { createApp, reanimatedLines } from './lib/fixture-app';
import { commandLines, nestedCopies, resolveWithNpm, type Resolved } from './lib/npm-resolve';
import { pageBlocks, recipe } from './lib/page-recipes';

const run = promisify(execFile);
const route = '/installation';
const web = path.join(import.meta.dirname, 'web');

/** The page's command block whose code is exactly `code`, as its lines. */
function lines(code: string) {
  const found = pageBlocks(route).filter((block) => block.lang === 'bash' && block.code.trim() === code);
  if (found.length !== 1) throw new Error(`${route}: expected one command block "${code}", found ${found.length}`);
  return commandLines(found[0].code);
}
/** The page's `babel.config.js` diff that adds `plugin`, as the file it leaves. */
function babelConfig(plugin: string) {
  const diff = pageBlocks(route).find((block) => block.lang === 'diff' && block.code.includes(`'${plugin}'`));
  if (!diff) throw new Error(`${route}: the babel.config.js diff with ${plugin} is gone`);
  return diff.code
    .split('\n')
    .filter((line) => !line.startsWith('-'))
    .map((line) => line.slice(1))
    .join('\n');
}
const version = (resolved: Resolved, name: string) => resolved.packages.get(`node_modules/${name}`);
const minor = (value: string | undefined) => value?.split('.').slice(0, 2).join('.');
const sdk = (number: number) => compatibility.expoSdks.find((entry) => entry.sdk === number)!;

// One at a time: each npm run resolves a React Native tree, which takes minutes on a busy 2-core machine.
describe(`${route}, the npm lines`, () => {
  test('Expo tab, SDK 58: after `npx expo install` wrote the SDK pins, `npm install moti` keeps them and one React', async () => {
    const step = `${route}, Expo, Add Moti`;
    // What the page's `npx expo install` lines write (bundledNativeModules.json of the SDK's expo).
    const { react, reactNative, reanimated, worklets } = sdk(58);
    const pins = {
      react,
      'react-dom': react,
      'react-native': reactNative,
      'react-native-reanimated': reanimated,
      'react-native-worklets': String(worklets),
    };
    const resolved = await resolveWithNpm(pins, lines('npm install moti'), step);
    expect(nestedCopies(resolved, 'react'), `${step}: a second React`).toEqual([]);
    expect([version(resolved, 'react-native-reanimated'), version(resolved, 'react-native-worklets')], step).toEqual([
      reanimated,
      worklets,
    ]);
    expect(minor(version(resolved, 'moti')), step).toBe('0.30');
  });

  test('Bare tab, React Native 0.84: Reanimated 4.6, Worklets 0.12 and Moti 0.30, and with react-dom one React', async () => {
    const step = `${route}, Bare, steps 1 and 2`;
    const app = { react: '19.2.3', 'react-native': '0.84.1' };
    // In the page's order: react-dom first, so that npm has no React of its own to nest under Moti.
    const commands = [
      ...lines('npm install --save-exact react-dom@19.2.3'),
      ...lines('npm install react-native-reanimated@4.6 react-native-worklets@0.12 moti'),
    ];
    const resolved = await resolveWithNpm(app, commands, step);
    const names = ['react-native-reanimated', 'react-native-worklets', 'moti', 'react-dom'];
    expect(
      names.map((name) => minor(version(resolved, name))),
      step,
    ).toEqual(['4.6', '0.12', '0.30', '19.2']);
    expect(nestedCopies(resolved, 'react'), `${step}: a second React`).toEqual([]);
  });

  test('Reanimated 3 tab, Expo SDK 54: Reanimated 3 replaces 4, and Worklets leaves the tree', async () => {
    const step = `${route}, Reanimated 3, Expo SDK 54`;
    const { react, reactNative, reanimated, worklets } = sdk(54);
    const app = {
      react,
      'react-dom': react,
      'react-native': reactNative,
      'react-native-reanimated': reanimated,
      'react-native-worklets': String(worklets),
    };
    const commands = lines(
      'npm install react-native-reanimated@3\nnpm uninstall react-native-worklets\nnpm install moti',
    );
    const resolved = await resolveWithNpm(app, commands, step);
    expect(version(resolved, 'react-native-reanimated')?.split('.')[0], step).toBe('3');
    expect(nestedCopies(resolved, 'react-native-worklets'), `${step}: Worklets`).toEqual([]);
    expect(version(resolved, 'react-native-worklets'), `${step}: Worklets`).toBeUndefined();
    expect(nestedCopies(resolved, 'react'), `${step}: a second React`).toEqual([]);
  });

  test('Reanimated 3 tab, a bare React Native 0.81 app: Reanimated 3 beside Moti, no Worklets, one React', async () => {
    const step = `${route}, Reanimated 3, a bare app`;
    // react-dom is there already: the page adds it first.
    const app = { react: '19.1.0', 'react-dom': '19.1.0', 'react-native': '0.81.5' };
    const resolved = await resolveWithNpm(app, lines('npm install moti react-native-reanimated@3'), step);
    expect(minor(version(resolved, 'react-native-reanimated')), step).toBe('3.19');
    expect(version(resolved, 'react-native-worklets'), `${step}: Worklets`).toBeUndefined();
    expect(nestedCopies(resolved, 'react'), `${step}: a second React`).toEqual([]);
  });

  test('ERESOLVE: on React Native 0.79, `npm install moti` alone stops, and Reanimated 3 first lets it through', async () => {
    const step = `${route}, npm ERR! code ERESOLVE`;
    const app = { react: '19.0.0', 'react-dom': '19.0.0', 'react-native': '0.79.6' };
    await expect(resolveWithNpm(app, ['npm install moti'], `${step}, the cause`)).rejects.toThrow(/ERESOLVE/);
    const fixed = await resolveWithNpm(app, lines('npm install react-native-reanimated@3\nnpm install moti'), step);
    expect(version(fixed, 'react-native-reanimated')?.split('.')[0], step).toBe('3');
    expect(minor(version(fixed, 'moti')), step).toBe('0.30');
  });

  // Expo SDK 53's pins, which have no react-dom: `react` 19.0.0 is older than the newest react-dom.
  const sdk53 = () => {
    const { react, reactNative, reanimated } = sdk(53);
    return { react, 'react-native': reactNative, 'react-native-reanimated': reanimated };
  };

  test('a second React: on SDK 53 without react-dom, `npm install moti` nests a React under Moti', async () => {
    const step = `${route}, a second copy of React, the cause`;
    const resolved = await resolveWithNpm(sdk53(), ['npm install moti'], step);
    expect(nestedCopies(resolved, 'react'), step).not.toEqual([]);
  });

  test("a second React: the fix, react-dom at the app's react and `npm dedupe`, leaves one", async () => {
    const step = `${route}, a second copy of React, the fix`;
    const commands = ['npm install moti', ...lines('npm install --save-exact react-dom@19.0.0\nnpm dedupe')];
    const resolved = await resolveWithNpm(sdk53(), commands, step);
    expect(nestedCopies(resolved, 'react'), step).toEqual([]);
    expect(version(resolved, 'react-dom'), step).toBe(sdk(53).react);
  });

  test('Update to 0.30: `npm install moti@0.30` moves an app from 0.29', async () => {
    const step = `${route}, Update an existing app to 0.30`;
    const { react, reactNative, reanimated, worklets } = sdk(58);
    const app = {
      react,
      'react-dom': react,
      'react-native': reactNative,
      'react-native-reanimated': reanimated,
      'react-native-worklets': String(worklets),
      moti: '0.29.0',
    };
    const resolved = await resolveWithNpm(app, lines('npm install moti@0.30'), step);
    expect(minor(version(resolved, 'moti')), step).toBe('0.30');
  });
});

// The fixture's Babel and @react-native/babel-preset, which the page's configs name.
const babel = createRequire(path.join(web, 'package.json'))('@babel/core') as {
  transformFileSync(file: string, options: object): { code?: string | null } | null;
};
const hook = `import { useAnimatedStyle, type SharedValue } from 'react-native-reanimated'
export const useFade = (opacity: SharedValue<number>) => useAnimatedStyle(() => ({ opacity: opacity.value }))
`;

describe.each([
  ['4.8.0', 'react-native-worklets/plugin'],
  ['3.19.5', 'react-native-reanimated/plugin'],
] as const)('%s, the babel.config.js of its tab', (line, plugin) => {
  test(`with ${plugin}, a callback of useAnimatedStyle becomes a worklet`, () => {
    const app = createApp(web, `installation-babel-${line}`, line, {
      'babel.config.js': babelConfig(plugin),
      'useFade.ts': hook,
    });
    const output = babel.transformFileSync(path.join(app, 'useFade.ts'), { cwd: app, root: app })?.code;
    expect(output, `${route}, babel.config.js with ${plugin}: no worklet in the output`).toMatch(/__workletHash/);
  });
});

describe.each(reanimatedLines)('Reanimated %s, "Your first animation"', (line) => {
  test("the page's card, bundled for the web, fades in in Chromium with no console error", async () => {
    const step = `${route}, Your first animation, Reanimated ${line}`;
    const card = recipe(route, '// src/app/index.tsx').code;
    // The web's entry stands in for the app's: it renders the page's screen, as Expo Router would.
    const entry = `import { AppRegistry } from 'react-native'
import Screen from './src/app/index'

AppRegistry.registerComponent('App', () => Screen)
AppRegistry.runApplication('App', { rootTag: document.getElementById('root') })
`;
    const app = createApp(web, `installation-card-${line}`, line, {
      'src/app/index.tsx': card,
      'index.web.tsx': entry,
      // The web's bundler setup, from /web; the card and the Babel plugin are this page's.
      'babel.config.js': recipe('/web', `// babel.config.js, Reanimated ${line[0]}`).code,
      'webpack.config.js': recipe('/web', '// webpack.config.js').code,
      'dist/index.html': `<!doctype html><html><head><link rel="icon" href="data:,"></head><body><div id="root" style="height:100vh;display:flex"></div><script src="main.js"></script></body></html>`,
    });
    await run('node', [path.join(web, 'bundle.mjs'), 'webpack'], { cwd: app, maxBuffer: 1 << 24 }).catch(
      (error: { stderr: string; stdout: string }) => {
        throw new Error(`${step}: webpack failed:\n${(error.stderr || error.stdout).slice(0, 2000)}`);
      },
    );
    expect(problemsOf(await watchCard(path.join(app, 'dist'), '160px')), `${step}: in Chromium`).toBe('');
  });
});
