import path from 'node:path';
import vm from 'node:vm';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { packagePathPattern, runtimePackageClosure } from './runtime-packages';
import { liveExamplesBundlerConfig, runtimeChunkName } from './bundler-config';

const fixtures = path.join(__dirname, 'fixtures', 'packages');

class FakeDefinePlugin {
  constructor(public definitions: Record<string, string>) {}
}

const configFor = (isServer: boolean, modulesDir = fixtures) =>
  liveExamplesBundlerConfig({
    isServer,
    isProduction: true,
    jsLoader: { loader: 'site-js-loader' },
    DefinePlugin: FakeDefinePlugin,
    modulesDir,
  });

/**
 * Bundles `entry` with the browser build's aliases, extensions and definitions, and runs it where a
 * page runs it: no `process`, `global` or `__DEV__`. esbuild stands in for the site's bundler: its
 * `define` substitutes source text as DefinePlugin does.
 */
async function runInPage(entry: string): Promise<unknown> {
  const config = configFor(false, path.resolve('node_modules'));
  const definitions = (config.plugins?.[0] as unknown as FakeDefinePlugin).definitions;
  const alias = Object.fromEntries(
    Object.entries(config.resolve?.alias ?? {}).map(([name, target]) => [name.replace(/\$$/, ''), String(target)]),
  );
  const { outputFiles } = await build({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'example',
    platform: 'browser',
    logLevel: 'silent',
    alias,
    resolveExtensions: [...(config.resolve?.extensions ?? []), '.tsx', '.ts', '.jsx', '.js', '.mjs'],
    // Docusaurus's own definition, present in every client bundle.
    define: { 'process.env.NODE_ENV': '"production"', ...definitions },
  });
  const page = vm.createContext({});
  return vm.runInContext(`${outputFiles[0].text}; example.seen`, page);
}

describe('runtimePackageClosure', () => {
  it('follows dependencies once each, skips Babel build plugins and packages that are not installed', () => {
    expect(runtimePackageClosure(fixtures, ['root-a'])).toEqual(['@scope/dep-c', 'dep-b', 'not-installed', 'root-a']);
  });
});

describe('packagePathPattern', () => {
  const pattern = packagePathPattern(['moti', '@scope/dep-c']);
  it('matches files inside the listed packages, with either separator', () => {
    expect(pattern.test('/site/node_modules/moti/build/index.js')).toBe(true);
    expect(pattern.test('C:\\site\\node_modules\\@scope\\dep-c\\index.js')).toBe(true);
  });
  it('does not match packages that only share a prefix', () => {
    expect(pattern.test('/site/node_modules/moti-extra/index.js')).toBe(false);
    expect(pattern.test('/site/src/examples/moti/index.js')).toBe(false);
  });
});

describe('liveExamplesBundlerConfig', () => {
  it('gives the server build empty modules instead of React Native code', () => {
    const config = configFor(true);
    expect(config.resolve?.alias).toMatchObject({
      'react-native': false,
      moti: false,
      'react-native-reanimated': false,
    });
    expect(config.plugins).toBeUndefined();
  });

  it('aliases react-native to react-native-web, leaves Reanimated (the in-page 4.x) its own name, and puts .web files first', () => {
    const config = configFor(false);
    expect(config.resolve?.alias).toEqual({ 'react-native$': 'react-native-web' });
    expect(config.resolve?.extensions?.[0]).toBe('.web.tsx');
    expect(config.mergeStrategy).toEqual({ 'resolve.extensions': 'prepend' });
  });

  it('transpiles Moti and Reanimated with the site loader', () => {
    const config = configFor(false);
    const [transpile, esm] = config.module?.rules as { include: string[]; use?: unknown[]; resolve?: object }[];
    expect(transpile.use).toEqual([{ loader: 'site-js-loader' }]);
    expect(transpile.include).toContain(path.join(fixtures, 'moti') + path.sep);
    expect(esm.resolve).toEqual({ fullySpecified: false });
  });

  it("lets Reanimated's platform check run in a page, without Node's globals, and pick its web code", async () => {
    const seen = await runInPage(
      "import { IS_JEST, IS_WEB } from 'react-native-reanimated/lib/module/common/constants/platform';\n" +
        'export const seen = { jest: IS_JEST, web: IS_WEB, dev: __DEV__ };',
    );
    expect(seen).toEqual({ jest: false, web: true, dev: false });
  });

  it('puts the runtime in one named async chunk', () => {
    const group = configFor(false).optimization?.splitChunks;
    expect(group && group.cacheGroups?.liveExamplesRuntime).toMatchObject({
      name: runtimeChunkName,
      chunks: 'async',
      enforce: true,
    });
  });
});
