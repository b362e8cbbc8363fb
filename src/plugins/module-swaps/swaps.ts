import { createRequire } from 'node:module';
import path from 'node:path';
import type { SearchProvider } from '../../search/config';

/**
 * Every module this site swaps for the bundler, in one table. ARCHITECTURE.md ("Module swaps") says
 * what each saves and how to undo it; `tsconfig.json` `paths` name the two `@moti-docs/*` modules
 * for `tsc` (a unit test keeps them in step with this table), and `vitest.config.ts` reads the
 * server side from here.
 */
export type ModuleSwap = {
  /** The import as the code writes it (matched exactly). */
  request: string;
  /** What the browser bundle gets: a file, `false` for an empty module, or nothing for no swap. */
  browser?: string | false;
  /** What the server bundle gets, likewise. */
  server?: string | false;
  why: string;
};

const src = path.resolve(__dirname, '../..');
// createRequire: this file is also loaded as an ES module, by vitest.config.ts.
const packageDir = (name: string) => path.dirname(createRequire(__filename).resolve(`${name}/package.json`));

/** DocSearch v3's ES module build (tree-shakable: the package declares no side effects). */
export const docSearchEsm = path.join(packageDir('@docsearch/react'), 'dist/esm/index.js');

const prism = {
  browser: path.join(src, 'theme-code/highlight/prism-source.ts'),
  server: path.join(src, 'theme-code/highlight/prism-source.server.ts'),
};
const slimHighlighter = path.join(src, 'theme-code/highlight/index.tsx');
const searchBars = {
  offline: path.join(src, 'theme/SearchBar/OfflineSearchBar.tsx'),
  algolia: path.join(src, 'theme/SearchBar/HostedSearchBar.tsx'),
};

export function moduleSwaps(searchProvider: SearchProvider): ModuleSwap[] {
  const both = (file: string | false) => ({ browser: file, server: file });
  return [
    {
      request: 'prism-react-renderer',
      ...both(slimHighlighter),
      why: 'the same Highlight API over a Prism with only the four languages the docs show',
    },
    {
      request: '@moti-docs/prism-source',
      ...prism,
      why: 'Prism loaded on demand in the browser, always there on the server',
    },
    {
      request: path.join(packageDir('@docusaurus/theme-classic'), 'lib/prism-include-languages'),
      ...both(false),
      why: "the theme's loader of prism.additionalLanguages would put Prism in every page; ours has its languages",
    },
    {
      request: '@docusaurus/utils-common',
      browser: path.join(__dirname, 'utils-common.ts'),
      why: 'the same exports without the require("tslib") that brings all of tslib',
    },
    // For DocSearch v3 the theme points these v4 entry points at the package's UMD build: a second,
    // untreeshakable copy of DocSearch beside the ES module build the rest of the site uses.
    ...['version', 'useDocSearchKeyboardEvents', 'useTheme'].map((entry) => ({
      request: `@docsearch/react/${entry}`,
      browser: docSearchEsm,
      why: 'one copy of DocSearch, not two',
    })),
    {
      request: '@moti-docs/search-bar',
      ...both(searchBars[searchProvider]),
      why: "a build carries the code of its search provider's bar only",
    },
  ];
}

/** The bundler aliases of one side, from the table. */
export function aliasesOf(swaps: ModuleSwap[], side: 'browser' | 'server'): Record<string, string | false> {
  const aliases: Record<string, string | false> = {};
  for (const swap of swaps) {
    const target = swap[side];
    if (target !== undefined) aliases[`${swap.request}$`] = target;
  }
  return aliases;
}
