import { createRequire } from 'node:module';
import path from 'node:path';
import type { SpeedPiece } from './pieces.mjs';

/**
 * Every module the speed layer swaps for the bundler, in one table, each row under the piece of
 * `pieces.mjs` it belongs to. `tsconfig.json` `paths` names `@moti-docs/prism-source` for `tsc` (a
 * unit test keeps it in step with this table), and `vitest.config.ts` reads the server side from here.
 */
export type ModuleSwap = {
  piece: SpeedPiece;
  /** The import as the code writes it (matched exactly). */
  request: string;
  /** What the browser bundle gets: a file, `false` for an empty module, or nothing for no swap. */
  browser?: string | false;
  /** What the server bundle gets, likewise. */
  server?: string | false;
  why: string;
};

// createRequire: this file is also loaded as an ES module, by vitest.config.ts.
const packageDir = (name: string) => path.dirname(createRequire(__filename).resolve(`${name}/package.json`));

const prism = {
  browser: path.join(__dirname, 'slim-prism/prism-source.ts'),
  server: path.join(__dirname, 'slim-prism/prism-source.server.ts'),
};
const slimHighlighter = path.join(__dirname, 'slim-prism/index.tsx');
const both = (file: string | false) => ({ browser: file, server: file });

export const MODULE_SWAPS: readonly ModuleSwap[] = [
  {
    piece: 'slim-prism',
    request: 'prism-react-renderer',
    ...both(slimHighlighter),
    why: 'the same Highlight API over a Prism with only the four languages the docs show',
  },
  {
    piece: 'slim-prism',
    request: '@moti-docs/prism-source',
    ...prism,
    why: 'Prism loaded on demand in the browser, always there on the server',
  },
  {
    piece: 'slim-prism',
    request: path.join(packageDir('@docusaurus/theme-classic'), 'lib/prism-include-languages'),
    ...both(false),
    why: "the theme's loader of prism.additionalLanguages would put Prism in every page; ours has its languages",
  },
  {
    piece: 'lean-utils-common',
    request: '@docusaurus/utils-common',
    browser: path.join(__dirname, 'utils-common.ts'),
    why: 'the same exports without the require("tslib") that brings all of tslib',
  },
];

/** The bundler aliases of one side, for the pieces a build carries. */
export function aliasesOf(pieces: ReadonlySet<SpeedPiece>, side: 'browser' | 'server'): Record<string, string | false> {
  const aliases: Record<string, string | false> = {};
  for (const swap of MODULE_SWAPS) {
    const target = swap[side];
    if (pieces.has(swap.piece) && target !== undefined) aliases[`${swap.request}$`] = target;
  }
  return aliases;
}
