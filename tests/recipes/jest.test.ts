// /testing's Jest setup, taken from the page, runs the page's fade-in test on a React Native app
// on Reanimated 4.8.0 with Worklets 0.14.0: React Native 0.87.1, which Reanimated 4.8 supports,
// with its @react-native/jest-preset.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { createApp } from './lib/fixture-app';
import { pageBlocks, recipe } from './lib/page-recipes';

const run = promisify(execFile);
const fixture = path.join(import.meta.dirname, 'jest');

/** The app's babel.config.js, as /installation's bare path gives it: the template's, with Worklets' plugin. */
function installationBabelConfig() {
  const diff = pageBlocks('/installation').find(
    (block) => block.lang === 'diff' && block.code.includes("'react-native-worklets/plugin'"),
  );
  if (!diff) throw new Error('/installation: the babel.config.js diff with the Worklets plugin is gone');
  return diff.code
    .split('\n')
    .filter((line) => !line.startsWith('-'))
    .map((line) => line.slice(1))
    .join('\n');
}

test("/testing: the page's Reanimated 4 jest.config.js and jest.setup.js run its fade-in test on real Reanimated 4.8.0", async () => {
  const files = [
    '// jest.config.js, Reanimated 4',
    '// jest.setup.js',
    '// __tests__/fade-in.test.js',
    '// __tests__/badge.test.js',
  ];
  const app = createApp(fixture, 'jest-4.8.0', '4.8.0', {
    ...Object.fromEntries(files.map((first) => [first.slice(3).split(',')[0], recipe('/testing', first).code])),
    'babel.config.js': installationBabelConfig(),
  });
  const jest = path.join(fixture, 'node_modules/jest/bin/jest.js');
  const result = await run('node', [jest, '--ci', '--colors=false', '__tests__/fade-in.test.js'], {
    cwd: app,
    maxBuffer: 1 << 24,
  }).catch((error: { stderr: string }) => ({ stderr: error.stderr, failed: true }));
  expect('failed' in result ? result.stderr.slice(0, 4000) : '', '/testing, Jest on Reanimated 4.8.0').toBe('');
});
