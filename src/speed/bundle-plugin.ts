import type { Plugin } from '@docusaurus/types';
import { aliasesOf } from './module-swaps';

/** The bundler settings of the slim Prism: the module swaps of `module-swaps.ts`. */
export function speedBundlePlugin() {
  return (): Plugin => ({
    name: 'speed-bundle',
    configureWebpack(_config, isServer) {
      return { resolve: { alias: aliasesOf(isServer ? 'server' : 'browser') } };
    },
  });
}
