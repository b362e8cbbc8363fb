import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const packageDir = (name: string) => path.dirname(createRequire(__filename).resolve(`${name}/package.json`));

/**
 * The browser side of build-time highlighting: the popups' styles, and no Prism. Code is
 * highlighted while the MDX compiles (rehype-highlight-code.ts, and remark-import-live-example.ts
 * for the examples); the theme's loader of `prism.additionalLanguages` would still put Prism in
 * every page, so it is an empty module. The example editor imports its own highlighter when opened.
 */
export default function codeHighlight(): Plugin {
  return {
    name: 'code-highlight',
    getClientModules: () => [path.join(__dirname, 'type-popups.css')],
    configureWebpack: () => ({
      resolve: {
        alias: { [`${path.join(packageDir('@docusaurus/theme-classic'), 'lib/prism-include-languages')}$`]: false },
      },
    }),
  };
}
