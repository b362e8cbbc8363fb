import type { LoadContext, Plugin } from '@docusaurus/types';
import { aliasesOf } from './module-swaps';
import { docChunksSplit } from './doc-chunks';
import type { SpeedPiece } from './pieces.mjs';

/** The speed layer's bundler settings: the module swaps of `module-swaps.ts` and the doc chunks. */
export function speedBundlePlugin(pieces: ReadonlySet<SpeedPiece>) {
  return (context: LoadContext): Plugin => ({
    name: 'speed-bundle',
    configureWebpack(_config, isServer) {
      const split = pieces.has('doc-chunks') && !isServer ? docChunksSplit(context) : {};
      return { resolve: { alias: aliasesOf(pieces, isServer ? 'server' : 'browser') }, ...split };
    },
  });
}
