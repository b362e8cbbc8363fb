// /starter's blank Expo app, run as the page gives it: `create-expo-app@latest` writes Expo's default
// project from the registry (without its install), `npx expo install` sets the SDK's pins, and the
// page's `npm install moti` runs with `--package-lock-only`. Which SDK's template create-expo takes
// comes from Expo's list of SDK versions (api.expo.dev), which this machine cannot reach: without
// it, create-expo falls back to the template's npm `latest` tag, which can be an older SDK's. So the
// test asks for the newest SDK's template with `--template`. create-expo reads `default@<SDK>` as
// the npm tag `sdk-<SDK>`, which the registry this runs against does not hold, so the test names the
// SDK's template versions by range. The page says that the choice of SDK was read from create-expo's
// source, not run.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import compatibility from '../../src/data/compatibility.json';
import { commandLines, nestedCopies, resolveWithNpm } from './lib/npm-resolve';
import { commandBlock, pageBlocks } from './lib/page-recipes';

const run = promisify(execFile);

// The template's Expo modules are left out: the page promises nothing about them, and the registry
// may not yet have every one of a new SDK's releases.
const reactPackages = ['react', 'react-dom', 'react-native', 'react-native-reanimated', 'react-native-worklets'];

test('/starter, "A blank Expo app": the newest SDK, Reanimated 4 with Worklets, and one React after npm install moti', async () => {
  const step = '/starter, A blank Expo app';
  const [create, cd, fix, expoInstall, ...rest] = commandLines(
    commandBlock('/starter', 'npx create-expo-app@latest').code,
  );
  const [npx, creator, name] = create.split(/\s+/);
  expect({ npx, creator, cd, fix, rest }, `${step}: the page's commands changed`).toEqual({
    npx: 'npx',
    creator: 'create-expo-app@latest',
    cd: `cd ${name}`,
    fix: 'npx expo install --fix',
    rest: [],
  });
  const npm = pageBlocks('/starter').filter(
    (block) => block.lang.startsWith('bash') && block.code.trim() === 'npm install moti',
  );
  expect(npm, `${step}: one "npm install moti" block`).toHaveLength(1);

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'moti-recipe-starter-'));
  try {
    // --no-install: npm resolves the tree below, lock file only.
    const newest = compatibility.expoSdks.at(-1) as (typeof compatibility.expoSdks)[number];
    await run(
      'npx',
      ['--yes', creator, name, '--template', `expo-template-default@~${newest.sdk}.0.0`, '--no-install'],
      {
        cwd: folder,
        env: { ...process.env, EXPO_NO_TELEMETRY: '1', CI: '1' },
        maxBuffer: 1 << 24,
      },
    ).catch((error: { stderr: string }) => {
      throw new Error(`${step}: \`${create}\` failed:\n${error.stderr.slice(0, 2000)}`);
    });
    const template = JSON.parse(fs.readFileSync(path.join(folder, name, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Number(/(\d+)\./.exec(template.dependencies.expo)?.[1]), `${step}: not the newest SDK`).toBe(newest.sdk);
    expect(template.dependencies['react-native-reanimated']?.replace(/^\D*/, '')[0], `${step}: Reanimated 4`).toBe('4');
    expect(template.dependencies['react-native-worklets'], `${step}: Worklets`).toBeDefined();

    // `npx expo install` needs the installed app. `--fix` and the named packages get the SDK's
    // versions, which compatibility.json holds.
    const sdkPins: Record<string, string> = {
      react: newest.react,
      'react-dom': newest.react,
      'react-native': newest.reactNative,
      'react-native-reanimated': String(newest.reanimated),
      'react-native-worklets': String(newest.worklets),
    };
    const app: Record<string, string> = {};
    for (const pkg of reactPackages) if (template.dependencies[pkg]) app[pkg] = sdkPins[pkg];
    for (const pkg of expoInstall.split(/\s+/).slice(3)) app[pkg] = sdkPins[pkg];
    const resolved = await resolveWithNpm(app, [npm[0].code.trim()], step);
    const top = (pkg: string) => resolved.packages.get(`node_modules/${pkg}`);
    expect(
      { reanimated: top('react-native-reanimated'), worklets: top('react-native-worklets'), moti: top('moti') },
      step,
    ).toEqual({ reanimated: newest.reanimated, worklets: newest.worklets, moti: compatibility.moti.version });
    expect(nestedCopies(resolved, 'react'), `${step}: a second React`).toEqual([]);
    expect(nestedCopies(resolved, 'react-native-reanimated'), `${step}: another Reanimated`).toEqual([]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
