import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import type { SearchProvider } from '../../search/config';

// What makes one build of this site differ from another, for the bundler: the search provider
// (offline or hosted Algolia) and the pieces of the speed layer (src/speed) it carries.

const searchBars: Record<SearchProvider, string> = {
  offline: path.resolve(__dirname, '../../theme/SearchBar/OfflineSearchBar.tsx'),
  algolia: path.resolve(__dirname, '../../theme/SearchBar/HostedSearchBar.tsx'),
};

/**
 * The bundler's persistent cache keyed also by `tag`. Docusaurus versions it by the theme's aliases
 * only, so after a build of another variant, a warm build would reuse modules resolved through the
 * other variant's aliases (the other search bar, or a module the speed layer swaps).
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

/**
 * `@moti-docs/search-bar` resolves to the provider's bar (src/theme/SearchBar/index.tsx imports it),
 * so a build carries one bar's code; the cache is keyed by provider and speed pieces.
 */
export default function buildVariantPlugin({
  searchProvider,
  speed,
}: {
  searchProvider: SearchProvider;
  speed: ReadonlySet<string>;
}) {
  const tag = `${searchProvider}-search-speed-${[...speed].sort().join('+') || 'off'}`;
  return (): Plugin => ({
    name: 'build-variant',
    configureWebpack(config) {
      return {
        ...cacheVersionWith(config, tag),
        resolve: { alias: { '@moti-docs/search-bar$': searchBars[searchProvider] } },
      };
    },
  });
}
