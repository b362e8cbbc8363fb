import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(__dirname, '../../..');

// The site must build from its own code alone, and the tools must run without the test suite:
// a helper two sides share lives where both may import it (scripts/lib for the tools).
const FORBIDDEN: Record<string, string[]> = {
  src: ['scripts', 'bench', 'tests'],
  server: ['scripts', 'bench', 'tests'],
  docs: ['scripts', 'bench', 'tests'],
  'docusaurus.config.ts': ['scripts', 'bench', 'tests'],
  'sidebars.ts': ['scripts', 'bench', 'tests'],
  scripts: ['tests'],
  bench: ['tests'],
};

// Static and dynamic imports, re-exports, require, side-effect imports and JSDoc `import('…')` types.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"\n]+)['"]/g;

/** The repository path an import points at, or null for a package. */
function importTarget(file: string, specifier: string): string | null {
  const bare = specifier.replace(/^.*!/, ''); // loader prefixes: `!!raw-loader!@site/…`
  if (bare.startsWith('@site/')) return path.posix.normalize(bare.slice('@site/'.length));
  if (bare.startsWith('.')) return path.posix.join(path.posix.dirname(file), bare);
  return null;
}

const topOf = (file: string) => file.split('/')[0];
// A test beside the code it tests is part of the test suite, free to use its helpers.
const isTest = (file: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file);

function wrongWayImports(files: { file: string; text: string }[]): string[] {
  return files.flatMap(({ file, text }) => {
    const forbidden = FORBIDDEN[topOf(file)];
    if (!forbidden || isTest(file)) return [];
    return [...text.matchAll(SPECIFIER)].flatMap(([, specifier]) => {
      const target = importTarget(file, specifier);
      return target && forbidden.includes(topOf(target)) ? [`${file} -> ${target}`] : [];
    });
  });
}

const sources = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...Object.keys(FORBIDDEN)], {
    cwd: repo,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(?:[cm]?[jt]sx?|mdx?)$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(repo, file), 'utf8') }));

describe('imports run one way', () => {
  it('finds a wrong-way import however it is written', () => {
    const found = wrongWayImports([
      { file: 'bench/a.mjs', text: "import { x } from '../tests/e2e/x.mjs';" },
      { file: 'scripts/lib/b.mjs', text: "const y = await import('../../tests/y.mjs');" },
      { file: 'src/c.ts', text: "export { z } from './../scripts/z.mjs';" },
      { file: 'docs/d.mdx', text: "import raw from '!!raw-loader!@site/bench/e.mjs';" },
      { file: 'server/e.mjs', text: "/** @param {import('../tests/f').F} f */" },
      { file: 'scripts/g.mjs', text: "import { startServer } from '../server/static-server.mjs';" },
      { file: 'src/h.test.ts', text: "import { helper } from '../tests/unit/lib/helper';" },
    ]);
    expect(found).toEqual([
      'bench/a.mjs -> tests/e2e/x.mjs',
      'scripts/lib/b.mjs -> tests/y.mjs',
      'src/c.ts -> scripts/z.mjs',
      'docs/d.mdx -> bench/e.mjs',
      'server/e.mjs -> tests/f',
    ]);
  });

  it('holds in the repository', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(100);
    const found = wrongWayImports(files);
    expect(found).toEqual([]);
  });
});
