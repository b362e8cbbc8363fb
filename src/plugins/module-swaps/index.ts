import type { Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import type { SearchProvider } from '../../search/config';
import { aliasesOf, moduleSwaps } from './swaps';

/**
 * The bundler's persistent cache keyed also by `tag`. Docusaurus versions it by the theme's aliases
 * only, so after a build for the other search provider, a warm build would reuse modules resolved
 * through the other search bar's alias.
 */
export function cacheVersionWith(config: Configuration, tag: string): Configuration {
  const rspackCache = (config.experiments as { cache?: unknown } | undefined)?.cache;
  if (rspackCache && typeof rspackCache === 'object' && 'version' in rspackCache) {
    return { experiments: { cache: { ...rspackCache, version: `${String(rspackCache.version)}-${tag}` } } as never };
  }
  if (config.cache && typeof config.cache === 'object' && 'version' in config.cache) {
    return { cache: { ...config.cache, version: `${String(config.cache.version)}-${tag}` } } as Configuration;
  }
  return {};
}

/** Applies the table of swaps.ts to the browser and server bundles. */
export default function moduleSwapsPlugin({ searchProvider }: { searchProvider: SearchProvider }) {
  return (): Plugin => ({
    name: 'module-swaps',
    configureWebpack(config, isServer) {
      return {
        ...cacheVersionWith(config, `${searchProvider}-search`),
        resolve: { alias: aliasesOf(moduleSwaps(searchProvider), isServer ? 'server' : 'browser') },
      };
    },
  });
}
