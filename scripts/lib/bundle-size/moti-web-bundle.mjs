import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// What Moti, with its framer-motion dependency, adds to a production web bundle, measured on the
// packages installed here. /web shows the rounded figures; a unit test recomputes them and fails when
// one no longer rounds to what the page says.
//
// How: esbuild bundles a tiny entry, minified, with `process.env.NODE_ENV` set to production, and
// gzips the output at zlib's default level. React, react-dom, react-native (react-native-web on the
// web) and Reanimated stay external, because an app that uses Moti already has them: what is left in
// the output is Moti, framer-motion and framer-motion's own dependencies. framer-motion's part is the
// difference between that gzip size and the one of the same build with framer-motion external too.
// Gzip sizes do not add up package by package, so a difference of two builds is the honest split.

const repo = path.resolve(import.meta.dirname, '../../..');

const APP_PACKAGES = ['react', 'react-dom', 'react-native', 'react-native-web'];
const REANIMATED = 'react-native-reanimated';
const FRAMER_MOTION = 'framer-motion';

/**
 * The imports the page's table lists, each with an entry module that renders what it imports. The
 * label is the first cell of the page's row: what the reader imports from `moti`.
 */
export const scenarios = [
  {
    label: 'MotiView',
    entry: `import { MotiView } from 'moti';
export const Fade = () => <MotiView from={{ opacity: 0 }} animate={{ opacity: 1 }} />;`,
  },
  {
    label: 'AnimatePresence',
    entry: `import { AnimatePresence } from 'moti';
export const Presence = ({ children }) => <AnimatePresence>{children}</AnimatePresence>;`,
  },
  {
    label: 'AnimatePresence and MotiView',
    entry: `import { AnimatePresence, MotiView } from 'moti';
export const Toast = ({ show }) => (
  <AnimatePresence>{show && <MotiView key="toast" exit={{ opacity: 0 }} />}</AnimatePresence>
);`,
  },
  {
    label: '* as Moti',
    entry: `import * as Moti from 'moti';
export { Moti };`,
  },
  {
    // A bundler that neither drops unused exports nor honors `"sideEffects": false` keeps every
    // module either package reaches, whatever the app imports.
    label: 'anything, without tree shaking',
    entry: `import { MotiView } from 'moti';
export const Fade = () => <MotiView from={{ opacity: 0 }} animate={{ opacity: 1 }} />;`,
    keepEverything: true,
  },
];

/** Reanimated lines the page compares against, each resolved as the app would import it. */
export const reanimatedLines = [
  { label: 'Reanimated 3', packageName: 'react-native-reanimated-3' },
  { label: 'Reanimated 4', packageName: 'react-native-reanimated' },
];

const gzipBytes = (bytes) => gzipSync(bytes).length;

async function bundle(entry, { external, keepEverything = false, reanimatedPackage = REANIMATED }) {
  const result = await build({
    stdin: { contents: entry, loader: 'jsx', resolveDir: repo },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', __DEV__: 'false' },
    external,
    alias: reanimatedPackage === REANIMATED ? {} : { [REANIMATED]: reanimatedPackage },
    // React Native packages keep their web code in `.web.js` files, as Metro and webpack setups pick.
    resolveExtensions: ['.web.tsx', '.web.ts', '.web.js', '.tsx', '.ts', '.js', '.mjs', '.json'],
    loader: { '.js': 'jsx' },
    treeShaking: !keepEverything,
    ignoreAnnotations: keepEverything,
    logLevel: 'silent',
  });
  return result.outputFiles[0].contents;
}

/**
 * Gzip bytes of what each scenario adds: `total` (Moti, framer-motion and its dependencies) and
 * `framerMotion` (framer-motion and its dependencies alone).
 */
export async function measureScenarios() {
  const outside = [...APP_PACKAGES, REANIMATED];
  return Promise.all(
    scenarios.map(async ({ label, entry, keepEverything }) => {
      const total = gzipBytes(await bundle(entry, { external: outside, keepEverything }));
      const withoutFramer = gzipBytes(await bundle(entry, { external: [...outside, FRAMER_MOTION], keepEverything }));
      return { label, total, framerMotion: total - withoutFramer };
    }),
  );
}

/**
 * Gzip bytes that Reanimated adds under the components of the scenario with both `AnimatePresence`
 * and `MotiView`: the same bundle with Reanimated inside, less the one without it.
 */
export async function measureReanimated() {
  const { entry } = scenarios.find(({ label }) => label === 'AnimatePresence and MotiView');
  const withoutReanimated = gzipBytes(await bundle(entry, { external: [...APP_PACKAGES, REANIMATED] }));
  return Promise.all(
    reanimatedLines.map(async ({ label, packageName }) => {
      const withReanimated = gzipBytes(await bundle(entry, { external: APP_PACKAGES, reanimatedPackage: packageName }));
      return { label, version: installedVersion(packageName), total: withReanimated - withoutReanimated };
    }),
  );
}

/** The installed version of a package, read from its folder: moti's `exports` map hides its package.json. */
export function installedVersion(packageName) {
  const manifest = path.join(repo, 'node_modules', packageName, 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/** How the page writes a size: whole kilobytes of 1,000 bytes, and "under 1 kB" below 500 bytes. */
export function formatKilobytes(bytes) {
  const kilobytes = Math.round(bytes / 1000);
  return kilobytes === 0 ? 'under 1 kB' : `${kilobytes} kB`;
}
