import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { TYPES_CACHE_DIR } from './shared-block-types';

/**
 * The browser side of build-time highlighting: the token colours, the popups' styles and the
 * listener that loads the popups' script on a first sign of interest (client/), and the popups' files in the build.
 * Code is coloured while the MDX compiles (rehype-highlight-code.ts, and remark-import-live-example.ts
 * for the examples), which writes the popups of each block to a file of the bundler's cache folder.
 */
export default function codeHighlight(): Plugin {
  return {
    name: 'code-highlight',
    getClientModules: () => [
      path.join(__dirname, '../../theme-code/code-colours.css'),
      path.join(__dirname, 'client/type-popups.css'),
      path.join(__dirname, 'client/type-intent.ts'),
    ],
    // Under /assets/ (hashed names, cached for good): each file's name is the hash of its content.
    async postBuild({ outDir }) {
      if (existsSync(TYPES_CACHE_DIR)) cpSync(TYPES_CACHE_DIR, path.join(outDir, 'assets/types'), { recursive: true });
    },
  };
}
