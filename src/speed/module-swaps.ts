import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The modules swapped for the bundler, in one table: the slim Prism in place of the theme's. The
 * alias `@moti-docs/prism-source` is declared here only; `tsconfig.json` and `vitest.config.ts` point at it.
 */
export type ModuleSwap = {
  /** The import as the code writes it (matched exactly). */
  request: string;
  /** What the browser bundle gets: a file, or `false` for an empty module. */
  browser: string | false;
  /** What the server bundle gets, likewise. */
  server: string | false;
  why: string;
};

// createRequire: this file is also loaded as an ES module, by vitest.config.ts.
const packageDir = (name: string) => path.dirname(createRequire(__filename).resolve(`${name}/package.json`));

export const PRISM_SOURCE = {
  request: '@moti-docs/prism-source',
  browser: path.join(__dirname, 'slim-prism/prism-source.ts'),
  server: path.join(__dirname, 'slim-prism/prism-source.server.ts'),
};
const slimHighlighter = path.join(__dirname, 'slim-prism/index.tsx');
const both = (file: string | false) => ({ browser: file, server: file });

export const MODULE_SWAPS: readonly ModuleSwap[] = [
  {
    request: 'prism-react-renderer',
    ...both(slimHighlighter),
    why: 'the same Highlight API over a Prism with only the four languages the docs show',
  },
  { ...PRISM_SOURCE, why: 'Prism loaded on demand in the browser, always there on the server' },
  {
    request: path.join(packageDir('@docusaurus/theme-classic'), 'lib/prism-include-languages'),
    ...both(false),
    why: "the theme's loader of prism.additionalLanguages would put Prism in every page; ours has its languages",
  },
];

/** The bundler aliases of one side. */
export function aliasesOf(side: 'browser' | 'server'): Record<string, string | false> {
  return Object.fromEntries(MODULE_SWAPS.map((swap) => [`${swap.request}$`, swap[side]]));
}
