// /web's Babel configs, taken from the page, compile the page's own hook with the plugin the page
// names for each Reanimated line: the callback becomes a worklet (the plugin's `__workletHash`).
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { createApp, reanimatedLines } from './lib/fixture-app';
import { pageBlocks, recipe } from './lib/page-recipes';

const fixture = path.join(import.meta.dirname, 'web');
// The fixture's own Babel, which the page's configs are written for.
const babel = createRequire(path.join(fixture, 'package.json'))('@babel/core') as {
  transformFileSync(file: string, options: object): { code?: string | null } | null;
};

describe.each(reanimatedLines)('/web, "The Babel plugin", Reanimated %s', (line) => {
  test("the page's babel.config.js turns useDoubled's callback into a worklet", () => {
    const step = `/web, babel.config.js, Reanimated ${line[0]}`;
    const hook = pageBlocks('/web').find((block) => block.code.includes('export function useDoubled'));
    if (!hook) throw new Error('/web: the useDoubled block is gone');
    const app = createApp(fixture, `babel-${line}`, line, {
      'babel.config.js': recipe('/web', `// babel.config.js, Reanimated ${line[0]}`).code,
      // Reanimated 3's plugin reads the file it compiles from disk.
      'useDoubled.tsx': hook.code,
    });
    const output = babel.transformFileSync(path.join(app, 'useDoubled.tsx'), { cwd: app, root: app })?.code;
    expect(output, `${step}: no worklet in the output`).toMatch(/__workletHash/);
  });
});
