// Reads, from the installed packages, every fact the site states that differs between Reanimated 3
// and 4. `npm run facts` writes the result to src/data/version-facts.json; a unit test reads the
// packages again and compares.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readLiteral, readNumberConstant, readObjectLiteral } from './object-literals.mjs';
import { springOptionGroups } from './spring-types.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const packageDir = (name) => path.join(root, 'node_modules', name);
const json = (file) => JSON.parse(readFileSync(file, 'utf8'));
const firstFile = (...files) => {
  const found = files.find(existsSync);
  if (!found) throw new Error(`none of ${files.join(', ')} exists`);
  return found;
};

/** Where each Reanimated line is installed (the `ReanimatedVersion` of the live examples). */
const lines = {
  3: 'react-native-reanimated-3',
  4: 'react-native-reanimated',
};

/** The packages whose versions the site names beside the facts and the messages. */
const namedPackages = ['react-native-reanimated-3', 'react-native-reanimated', 'react-native-worklets', 'moti'];

function springDefaults(dir) {
  const src = path.join(dir, 'src/animation');
  // 3.x keeps spring in two files; 4.x moved it into a folder.
  const spring = firstFile(path.join(src, 'spring/spring.ts'), path.join(src, 'spring.ts'));
  const utils = firstFile(path.join(src, 'spring/springUtils.ts'), path.join(src, 'springUtils.ts'));
  return {
    defaults: readObjectLiteral(spring, 'defaultConfig'),
    // 4.x stretches a `duration` into the time the spring really takes (null: the duration is the time).
    perceptualCoefficient: readNumberConstant(utils, 'perceptualCoefficient'),
  };
}

/**
 * The Babel plugin an app's config names: `<package>/plugin`, unless that file only re-exports
 * another package's plugin (Reanimated 4 forwards to Worklets).
 */
function babelPlugin(name) {
  const plugin = readFileSync(firstFile(path.join(packageDir(name), 'plugin/index.js')), 'utf8');
  const forwarded = /^(?:module\.exports\s*=\s*|const \w+\s*=\s*)require\(['"]([^'"]+\/plugin)['"]\)/m.exec(plugin);
  // `react-native-reanimated-3` is this repository's alias; an app installs it as `react-native-reanimated`.
  const own = `${name.replace(/-3$/, '')}/plugin`;
  return { name: forwarded?.[1] ?? own, alsoWorksAs: forwarded ? own : null };
}

/** The React Native minors a line supports, from the newest compatibility.json installed. */
function reactNativeSupport(version, compatibility) {
  const line = `${version.split('.').slice(0, 2).join('.')}.x`;
  const of = (table) => table[line]?.['react-native'] ?? null;
  return {
    line,
    newArchitecture: of(compatibility.fabric),
    oldArchitecture: of(compatibility.paper),
    worklets: compatibility.fabric[line]?.['react-native-worklets'] ?? null,
  };
}

export function readVersionFacts() {
  const packages = Object.fromEntries(
    namedPackages.map((name) => [name, json(path.join(packageDir(name), 'package.json')).version]),
  );
  // Reanimated 3.19 ships no compatibility.json; 4.8.0's lists the 3.x lines as well.
  const compatibility = json(path.join(packageDir(lines[4]), 'compatibility.json'));
  const optionGroups = springOptionGroups(Object.values(lines));
  const versions = Object.fromEntries(
    Object.entries(lines).map(([line, name]) => {
      const dir = packageDir(name);
      const manifest = json(path.join(dir, 'package.json'));
      return [
        line,
        {
          package: name,
          version: manifest.version,
          reactNativePeer: manifest.peerDependencies['react-native'],
          reactNative: reactNativeSupport(manifest.version, compatibility),
          babelPlugin: babelPlugin(name),
          spring: { ...springDefaults(dir), optionGroups: optionGroups[name] },
          timing: { defaults: readObjectLiteral(path.join(dir, 'src/animation/timing.ts'), 'config') },
        },
      ];
    }),
  );
  // Moti copies only these spring options from `transition` to `withSpring`: any other never arrives.
  const motiSpringOptions = readLiteral(
    path.join(packageDir('moti'), 'src/core/use-motify.ts'),
    'withSpringConfigKeys',
  );
  return { packages, moti: { springOptions: [...motiSpringOptions].sort() }, versions };
}
