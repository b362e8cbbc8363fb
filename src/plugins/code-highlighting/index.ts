import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The slim stand-in for prism-react-renderer: same API, only the languages the docs show. */
export const slimHighlighter = path.resolve(__dirname, '../../theme-code/highlight/index.tsx');

// The theme imports `prism-react-renderer` for code blocks and for its Prism instance; that package
// bundles some 30 languages in every page's main script. The alias swaps in our own module.
export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'code-highlighting',
    configureWebpack() {
      return { resolve: { alias: { 'prism-react-renderer$': slimHighlighter } } };
    },
  };
}
