import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const leanUtilsCommon = path.resolve(__dirname, 'utils-common.ts');

/** DocSearch v3's ES module build (tree-shakable: the package declares no side effects). */
export const docSearchEsm = path.join(
  path.dirname(require.resolve('@docsearch/react/package.json')),
  'dist/esm/index.js',
);

// For DocSearch v3, the theme points these v4 entry points at the package's `main`, the UMD build:
// a second, untreeshakable copy of DocSearch (27 KB gzip) beside the ES module one that
// `@docsearch/react/button` and our own search bar use. Pointing them at the ES module keeps one.
const docSearchEntries = ['version', 'useDocSearchKeyboardEvents', 'useTheme'].map(
  (entry) => `@docsearch/react/${entry}`,
);

// Swaps in module entries that carry the same code without dead weight in every page's script.
export default function leanClientPlugin(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const alias: Record<string, string> = { '@docusaurus/utils-common$': leanUtilsCommon };
      for (const entry of docSearchEntries) alias[entry] = docSearchEsm;
      return { resolve: { alias } };
    },
  };
}
