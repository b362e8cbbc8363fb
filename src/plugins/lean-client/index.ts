import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const leanUtilsCommon = path.resolve(__dirname, 'utils-common.ts');

// Swaps in module entries that carry the same code without dead weight in every page's script.
export default function leanClientPlugin(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer) {
      return isServer ? {} : { resolve: { alias: { '@docusaurus/utils-common$': leanUtilsCommon } } };
    },
  };
}
