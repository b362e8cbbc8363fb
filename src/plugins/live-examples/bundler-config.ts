import path from 'node:path';
import type { Configuration, RuleSetRule } from 'webpack';
import type { ReanimatedRuntime } from '../../data/reanimated-versions';
import {
  inPageReanimated,
  packagePathPattern,
  runtimePackageClosure,
  runtimeRoots,
  transpiledPackages,
} from './runtime-packages';

/** The chunk that holds react-native-web, Reanimated and Moti, shared by every live example. */
const runtimeChunkName = 'live-examples-runtime';

type DefinePluginClass = new (definitions: Record<string, string>) => unknown;

export type BundlerConfigOptions = {
  isServer: boolean;
  isProduction: boolean;
  /** The site's own JS rule (SWC under Docusaurus Faster), reused for the transpiled packages. */
  jsLoader: RuleSetRule;
  DefinePlugin: DefinePluginClass;
  /** Where the packages are installed; the site's node_modules unless a test says otherwise. */
  modulesDir?: string;
};

/** React Native imports run on react-native-web, in the site's bundles and in the editor's frame. */
export const reactNativeAlias = { 'react-native': 'react-native-web' };

/**
 * Sends every `react-native-reanimated` import, Moti's and Reanimated's own included, to one
 * version's package, so that a bundle holds one Reanimated. The version installed under that name
 * needs no alias.
 */
export const reanimatedAlias = ({ packageName }: ReanimatedRuntime): Record<string, string> =>
  packageName === 'react-native-reanimated' ? {} : { 'react-native-reanimated': packageName };

/** react-native-web, Reanimated and Expo pick their browser code through `.web.*` files. */
export const webExtensions = ['.web.tsx', '.web.ts', '.web.jsx', '.web.mjs', '.web.js'];

/** Globals the runtime packages read, as source text to substitute. */
export const runtimeDefinitions = (isProduction: boolean): Record<string, string> => ({
  __DEV__: JSON.stringify(!isProduction),
  // Reanimated decides between its Jest mock and the real web implementation with this.
  'process.env.JEST_WORKER_ID': 'undefined',
  global: 'globalThis',
});

// A trailing separator keeps `moti` from also matching `moti-something`.
const packageDir = (modulesDir: string, name: string) => path.join(modulesDir, name) + path.sep;

/** What `configureWebpack` merges into Docusaurus's bundler configuration. */
export function liveExamplesBundlerConfig(options: BundlerConfigOptions): Configuration & {
  mergeStrategy?: Record<string, 'prepend' | 'append' | 'replace'>;
} {
  const { isServer, isProduction, jsLoader, DefinePlugin } = options;
  const modulesDir = options.modulesDir ?? path.join(process.cwd(), 'node_modules');
  if (isServer) {
    // Examples only run in the browser: the server bundle sees empty modules, so no React Native
    // code is compiled for, or can leak into, server rendering.
    const empty = Object.fromEntries(
      ['react-native', 'react-native-reanimated', ...runtimeRoots].map((name) => [name, false as const]),
    );
    return { resolve: { alias: empty } };
  }
  const runtimePackages = runtimePackageClosure(modulesDir, runtimeRoots);
  return {
    mergeStrategy: { 'resolve.extensions': 'prepend' },
    resolve: {
      alias: { 'react-native$': reactNativeAlias['react-native'], ...reanimatedAlias(inPageReanimated) },
      extensions: webExtensions,
    },
    module: {
      rules: [
        {
          test: /\.m?jsx?$/,
          include: transpiledPackages.map((name) => packageDir(modulesDir, name)),
          use: [jsLoader],
        },
        {
          // framer-motion (used by Moti's AnimatePresence) ships `.mjs` with extensionless imports.
          test: /\.m?js$/,
          include: runtimePackages.map((name) => packageDir(modulesDir, name)),
          resolve: { fullySpecified: false },
        },
      ],
    },
    plugins: [new DefinePlugin(runtimeDefinitions(isProduction)) as NonNullable<Configuration['plugins']>[number]],
    optimization: {
      splitChunks: {
        cacheGroups: {
          liveExamplesRuntime: {
            name: runtimeChunkName,
            test: packagePathPattern(runtimePackages),
            chunks: 'async',
            enforce: true,
            priority: 60,
          },
        },
      },
    },
  };
}
