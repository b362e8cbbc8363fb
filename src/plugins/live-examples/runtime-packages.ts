import fs from 'node:fs';
import path from 'node:path';
import { inPageVersion, reanimatedRuntimes } from '../../data/reanimated-versions';

/** The Reanimated the page's own runtime is built with; `react-native-reanimated` resolves to it. */
export const inPageReanimated = reanimatedRuntimes[inPageVersion];

/**
 * The packages a live example imports directly (the shared runtime starts here).
 *
 * `moti/skeleton` imports `expo-linear-gradient`, and the site installs the real package rather
 * than aliasing it to a stand-in: its web build (`NativeLinearGradient.web.js`) is a `View` with a
 * CSS `linear-gradient` that imports only react and react-native, so it runs on react-native-web
 * as published, for under 1 kB gzip. Its `expo` peer stays uninstalled (.npmrc, legacy peer deps);
 * only its iOS and Android files import it. Readers see the same skeleton their web app renders.
 */
export const runtimeRoots = [
  'moti',
  'react-native-web',
  inPageReanimated.packageName,
  ...inPageReanimated.peers,
  'expo-linear-gradient',
];

/** Packages whose published files hold JSX or untranspiled code and go through the site's JS loader. */
export const transpiledPackages = ['moti', inPageReanimated.packageName, 'expo-linear-gradient'];

// Reanimated and Worklets list their Babel plugin's and version scripts' own dependencies (Babel,
// `semver`); the browser runtime never imports them, and claiming them would pull into the runtime
// chunk code the site's own pages import for themselves (the version checker's `semver`).
const buildTimeOnly = (name: string) =>
  name.startsWith('@babel/plugin-') || name.startsWith('@babel/preset-') || name === 'semver';

function readDependencies(modulesDir: string, name: string): string[] {
  const manifest = path.join(modulesDir, name, 'package.json');
  if (!fs.existsSync(manifest)) return [];
  const { dependencies = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(dependencies);
}

/**
 * The runtime roots and everything they depend on, as installed in `modulesDir` (the site's
 * node_modules). These modules form the one chunk that every live example shares.
 */
export function runtimePackageClosure(modulesDir: string, roots: string[] = runtimeRoots): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (seen.has(name) || buildTimeOnly(name)) continue;
    seen.add(name);
    queue.push(...readDependencies(modulesDir, name));
  }
  return [...seen].sort();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a module path inside `node_modules/<one of packages>/`, on any OS. */
export function packagePathPattern(packages: string[]): RegExp {
  const sep = '[\\\\/]';
  const names = packages.map((name) => name.split('/').map(escape).join(sep)).join('|');
  return new RegExp(`${sep}node_modules${sep}(?:${names})${sep}`);
}
