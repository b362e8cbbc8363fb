import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const highlightDir = path.resolve(__dirname, '../../theme-code/highlight');

/** The slim stand-in for prism-react-renderer: same API, only the languages the docs show. */
export const slimHighlighter = path.join(highlightDir, 'index.tsx');

/** Where code blocks get Prism: loaded on demand in the browser, always there on the server. */
export const prismSources = {
  client: path.join(highlightDir, 'prism-source.ts'),
  server: path.join(highlightDir, 'prism-source.server.ts'),
};

/**
 * The theme's client module that loads `prism.additionalLanguages` into Prism: it would put Prism in
 * every page's script. Our Prism carries its languages itself, so the module is left out.
 */
export const themeLanguageLoader = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

// The theme imports `prism-react-renderer` for code blocks and for its Prism instance; that package
// bundles some 30 languages in every page's main script. The alias swaps in our own module.
export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'code-highlighting',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': slimHighlighter,
            '@moti-docs/prism-source$': isServer ? prismSources.server : prismSources.client,
            [`${themeLanguageLoader}$`]: false,
          },
        },
      };
    },
  };
}
