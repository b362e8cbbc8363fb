import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { SearchProvider } from '../../search/config';

const searchBars: Record<SearchProvider, string> = {
  offline: path.resolve(__dirname, '../../theme/SearchBar/OfflineSearchBar.tsx'),
  algolia: path.resolve(__dirname, '../../theme/SearchBar/HostedSearchBar.tsx'),
};

/**
 * `@moti-docs/search-bar` (src/theme/SearchBar/index.tsx imports it) is a module this plugin writes
 * among Docusaurus's generated files, re-exporting the provider's bar, so that a build carries one
 * bar's code. The alias always names the same file; only its text changes with the provider. The
 * bundler's persistent cache sees that change like any edit and rebuilds the module and what it
 * imports, so builds for both providers share one cache: the hosted-search tests' build after the
 * offline one recompiles the search bar, not every page.
 */
export default function searchBarOfProvider(searchProvider: SearchProvider) {
  return (): Plugin => {
    let barModule = '';
    return {
      name: 'search-bar-of-provider',
      async contentLoaded({ actions }) {
        barModule = await actions.createData(
          'search-bar.js',
          `export { default } from ${JSON.stringify(searchBars[searchProvider])};\n`,
        );
      },
      configureWebpack() {
        return { resolve: { alias: { '@moti-docs/search-bar$': barModule } } };
      },
    };
  };
}
