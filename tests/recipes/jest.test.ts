// /testing's Jest setups, taken from the page, run the page's tests on a React Native app on each
// Reanimated line: Reanimated 4.8.0 with Worklets 0.14.0 on React Native 0.87.1 (which Reanimated 4.8
// supports) with its @react-native/jest-preset, and Reanimated 3.19.5 on React Native 0.79.7 (in the
// 0.78–0.81 that Reanimated 3.19 supports, and the release the page names) with its `react-native` preset.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { createApp, type ReanimatedLine } from './lib/fixture-app';
import { pageBlocks, recipe } from './lib/page-recipes';

const run = promisify(execFile);
const fixture = path.join(import.meta.dirname, 'jest');

/** The app's babel.config.js, as /installation gives it for a bare app: the template's, with `plugin`. */
function installationBabelConfig(plugin: string) {
  const diff = pageBlocks('/installation').find((block) => block.lang === 'diff' && block.code.includes(`'${plugin}'`));
  if (!diff) throw new Error(`/installation: the babel.config.js diff with ${plugin} is gone`);
  return diff.code
    .split('\n')
    .filter((line) => !line.startsWith('-'))
    .map((line) => line.slice(1))
    .join('\n');
}

interface Setup {
  line: ReanimatedLine;
  /** First line of the page's jest.config.js for this line. */
  config: string;
  /** The Babel plugin /installation names for this line. */
  plugin: string;
  /** The page's test files this setup runs. */
  tests: string[];
  /** Fixture packages the app gets under the names readers install them by. */
  fromFixture?: Record<string, string>;
}

const setups: Setup[] = [
  {
    line: '3.19.5',
    config: '// jest.config.js',
    plugin: 'react-native-reanimated/plugin',
    tests: ['__tests__/fade-in.test.js', '__tests__/badge.test.js'],
    fromFixture: {
      'react-native': 'react-native-0.79',
      '@react-native/babel-preset': 'react-native-babel-preset-0.79',
      // Here, `react-native` resolves to the app's 0.79 copy, not the fixture's 0.87.1.
      '@testing-library/react-native': '@testing-library/react-native',
    },
  },
  {
    line: '4.8.0',
    config: '// jest.config.js, Reanimated 4',
    plugin: 'react-native-worklets/plugin',
    tests: ['__tests__/fade-in.test.js'],
  },
];

describe.each(setups)('/testing on Reanimated $line', ({ line, config, plugin, tests, fromFixture }) => {
  test(`the page's jest.config.js and jest.setup.js run ${tests.join(' and ')}`, async () => {
    const files = [config, '// jest.setup.js', '// __tests__/fade-in.test.js', '// __tests__/badge.test.js'];
    const app = createApp(
      fixture,
      `jest-${line}`,
      line,
      {
        ...Object.fromEntries(files.map((first) => [first.slice(3).split(',')[0], recipe('/testing', first).code])),
        'babel.config.js': installationBabelConfig(plugin),
      },
      fromFixture,
    );
    const jest = path.join(fixture, 'node_modules/jest/bin/jest.js');
    const result = await run('node', [jest, '--ci', '--colors=false', ...tests], {
      cwd: app,
      maxBuffer: 1 << 24,
    }).catch((error: { stderr: string }) => ({ stderr: error.stderr, failed: true }));
    expect('failed' in result ? result.stderr.slice(0, 4000) : '', `/testing, Jest on Reanimated ${line}`).toBe('');
    // With an empty Jest cache, babel-jest first compiles all of React Native's JavaScript.
  }, 600_000);
});
