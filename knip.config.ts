import type { KnipConfig } from 'knip';

// `npm run lint` runs knip for one job: every package the code imports is declared in package.json,
// and every declared package is used.
const config: KnipConfig = {
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    // Docusaurus finds these by path: swizzles, client modules, and the components the remark
    // plugins import into pages by name.
    'src/theme/**/*.{ts,tsx}',
    'src/client-modules/*.ts',
    'src/components/*/index.tsx',
    'src/examples/*.tsx',
    'src/live-example-frame/index.tsx',
    'scripts/**/*.mjs',
    'bench/**/*.{mjs,ts}',
    'server/*.mjs',
    'tests/**/*.ts',
    'src/**/*.test.ts',
  ],
  project: ['**/*.{ts,tsx,mjs,mdx}'],
  // Its configuration loader cannot evaluate our docusaurus.config.ts; the entries above stand in.
  docusaurus: false,
  ignoreDependencies: [
    // Module names that the bundler resolves, not packages: Docusaurus's client modules and theme
    // components, and `react-native`, which the live examples get as react-native-web (its types come
    // from @types/react-native).
    /^@theme(-original|-init)?\//,
    /^@docusaurus\/(?:[A-Z]\w*|use\w+|router)$/,
    'react-native',
    // Named by strings that knip does not read: the webpack loader of example sources
    // ('!!raw-loader!…'), the Nu checker's jar (a resolved path), react-native-web (the bundler's
    // alias for react-native), and react-native-svg, whose types the docs' code blocks are checked against.
    'raw-loader',
    'vnu-jar',
    'react-native-web',
    'react-native-svg',
    // Reanimated 3, which only its editor frame bundles, by an esbuild alias (src/data/reanimated-versions.ts).
    'react-native-reanimated-3',
  ],
  // Debian's tools, installed by scripts/ensure-*.mjs or .ci/run, not by npm.
  ignoreBinaries: ['apt-get', 'java', 'openssl'],
};

export default config;
