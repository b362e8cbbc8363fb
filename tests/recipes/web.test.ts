// /web's webpack and Vite setups, taken from the page, bundle the page's FadeIn example on each
// Reanimated line the page serves, and the bundle animates in Chromium with no console error.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { problemsOf, watchCard } from './lib/animates-in-chromium';
import { createApp, reanimatedLines, type ReanimatedLine } from './lib/fixture-app';
import { recipe } from './lib/page-recipes';

const run = promisify(execFile);
const fixture = path.join(import.meta.dirname, 'web');
const html = (script: string) =>
  `<!doctype html><html><head><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="${script}"></script></body></html>`;

/** The page's own example files, and its Babel config for the line. */
function appFiles(line: ReanimatedLine) {
  return {
    'FadeIn.tsx': recipe('/web', '// FadeIn.tsx').code,
    'index.web.tsx': recipe('/web', '// index.web.tsx').code,
    'babel.config.js': recipe('/web', `// babel.config.js, Reanimated ${line[0]}`).code,
  };
}

async function bundle(app: string, bundler: 'webpack' | 'vite', step: string) {
  try {
    await run('node', [path.join(fixture, 'bundle.mjs'), bundler], { cwd: app, maxBuffer: 1 << 24 });
  } catch (error) {
    const { stderr, stdout } = error as { stderr: string; stdout: string };
    throw new Error(
      `${step} failed:\n${(stderr || stdout)
        .split('\n')
        .filter((line) => !line.includes('Module level directives'))
        .join('\n')
        .slice(0, 2000)}`,
    );
  }
}

describe.each(reanimatedLines)('/web on Reanimated %s', (line) => {
  test('the webpack file bundles FadeIn, which fades in in Chromium with no console error', async () => {
    const step = `/web, "Your own webpack configuration", Reanimated ${line}`;
    const app = createApp(fixture, `webpack-${line}`, line, {
      ...appFiles(line),
      'webpack.config.js': recipe('/web', '// webpack.config.js').code,
      'dist/index.html': html('main.js'),
    });
    await bundle(app, 'webpack', `${step}: webpack`);
    const problems = problemsOf(await watchCard(path.join(app, 'dist'), '120px'));
    expect(problems, `${step}: in Chromium`).toBe('');
  });
});

// The page gives the Vite file for Reanimated 4 only: 3.19.5 ships JSX in .js files, which Vite does not compile.
describe.each(['4.8.0'] as const)('/web on Reanimated %s', (line) => {
  test('the Vite file bundles FadeIn, which fades in in Chromium with no console error', async () => {
    const step = `/web, "vite.config.js", Reanimated ${line}`;
    const app = createApp(fixture, `vite-${line}`, line, {
      ...appFiles(line),
      'vite.config.js': recipe('/web', '// vite.config.js').code,
      'index.html': html('./index.web.tsx'),
    });
    await bundle(app, 'vite', `${step}: vite build`);
    const problems = problemsOf(await watchCard(path.join(app, 'dist'), '120px'));
    expect(problems, `${step}: in Chromium`).toBe('');
  });
});
