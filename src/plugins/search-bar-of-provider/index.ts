import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import type { SearchProvider } from '../../search/config';

const searchBars: Record<SearchProvider, string> = {
  offline: path.resolve(__dirname, '../../theme/SearchBar/OfflineSearchBar.tsx'),
  algolia: path.resolve(__dirname, '../../theme/SearchBar/HostedSearchBar.tsx'),
};

/**
 * The bundler's persistent cache keyed also by `tag`. Docusaurus versions it by the theme's aliases
 * only, so after a build with the other provider, a warm build would reuse modules resolved through
 * the other provider's alias (the other search bar).
 */
function cacheVersionWith(config: Configuration, tag: string): Configuration {
  const rspackCache = (config.experiments as { cache?: unknown } | undefined)?.cache;
  if (rspackCache && typeof rspackCache === 'object' && 'version' in rspackCache) {
    return { experiments: { cache: { ...rspackCache, version: `${String(rspackCache.version)}-${tag}` } } as never };
  }
  if (config.cache && typeof config.cache === 'object' && 'version' in config.cache) {
    return { cache: { ...config.cache, version: `${String(config.cache.version)}-${tag}` } } as Configuration;
  }
  return {};
}

/**
 * `@moti-docs/search-bar` resolves to the provider's bar (src/theme/SearchBar/index.tsx imports it),
 * so a build carries one bar's code; the cache is keyed by provider.
 */
export default function searchBarOfProvider(searchProvider: SearchProvider) {
  return (): Plugin => ({
    name: 'search-bar-of-provider',
    configureWebpack(config) {
      return {
        ...cacheVersionWith(config, `${searchProvider}-search`),
        resolve: { alias: { '@moti-docs/search-bar$': searchBars[searchProvider] } },
      };
    },
  });
}
