// /skeleton's babel.config.js for bare apps, taken from the page, compiles an import of `moti/skeleton`
// with the fixture's Babel: the module resolver serves the react-native-linear-gradient build in its
// place, and the Worklets plugin, last in the list, still turns worklets into worklets.
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';
import { createApp } from './lib/fixture-app';
import { recipe } from './lib/page-recipes';

const fixture = path.join(import.meta.dirname, 'web');
const babel = createRequire(path.join(fixture, 'package.json'))('@babel/core') as {
  transformFileSync(file: string, options: object): { code?: string | null } | null;
};

const screen = `import { Skeleton } from 'moti/skeleton'
import { useAnimatedStyle } from 'react-native-reanimated'

export function useFade(opacity: { value: number }) {
  return useAnimatedStyle(() => ({ opacity: opacity.value }))
}

export { Skeleton }
`;

test('/skeleton, "Bare React Native": the babel.config.js swaps moti/skeleton for its react-native-linear-gradient build', () => {
  const step = '/skeleton, babel.config.js';
  const app = createApp(fixture, 'skeleton-babel', '4.8.0', {
    'babel.config.js': recipe('/skeleton', '// babel.config.js').code,
    'Screen.tsx': screen,
  });
  const output = babel.transformFileSync(path.join(app, 'Screen.tsx'), { cwd: app, root: app })?.code ?? '';
  expect(output, `${step}: the import is not swapped`).toMatch(/["']moti\/skeleton\/react-native-linear-gradient["']/);
  expect(output, `${step}: moti/skeleton is still imported`).not.toMatch(/["']moti\/skeleton["']/);
  expect(output, `${step}: no worklet in the output`).toMatch(/__workletHash/);
});
