import type { KnipConfig } from 'knip';

// `npm run lint` runs knip in full: every file is reached from an entry, every export and type is
// imported somewhere, every package the code imports is declared in package.json, and every declared
// package is used.
const config: KnipConfig = {
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    // The docs plugin reads every page under docs/; knip then follows the pages' imports.
    'docs/**/*.mdx',
    // Docusaurus finds these by path: swizzles, client modules, and the components the remark
    // plugins import into pages by name.
    'src/theme/**/*.{ts,tsx}',
    'src/client-modules/*.ts',
    'src/components/*/index.tsx',
    'src/examples/*.tsx',
    'src/live-example-frame/index.tsx',
    // A client module that the code-highlight plugin gives Docusaurus by path (getClientModules).
    'src/plugins/code-highlight/client/type-intent.ts',
    // The editor's chunk, loaded by import() through onceUntilFailure (useEditSession.ts): knip
    // does not follow the wrapper to the names its callers take (decompressCode, SandboxStage).
    'src/components/LiveExample/editor/index.tsx',
    'scripts/**/*.mjs',
    'bench/**/*.{mjs,ts}',
    'server/*.mjs',
    'tests/**/*.ts',
    'src/**/*.test.ts',
    // The web recipe's bundler script, which its test runs with node in a fixture app.
    'tests/recipes/web/bundle.mjs',
    // Pages that tests build with Docusaurus or check with scripts/check-code-blocks.mjs.
    'tests/fixtures/*/docs/**/*.mdx',
    'tests/integration/fixtures-code-blocks/**/*.mdx',
    // Message modules that the page-imports plugin imports from a folder it lists, in its test.
    'src/plugins/page-imports/fixtures/messages/*.ts',
    // Run by hand to remake the Markdown-copies fixture from a built page (its test says how).
    'src/plugins/markdown-copies/fixtures/trim-page.mjs',
  ],
  project: [
    '**/*.{ts,tsx,mjs,mdx}',
    // The plugins' fixture pages are text that a test runs a remark plugin over and compares, not
    // modules: the expected pages import modules that exist only in the site they describe.
    '!src/plugins/*/fixtures/**/*.mdx',
  ],
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
