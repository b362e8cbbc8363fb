// A small app folder for one Reanimated line. Moti and Reanimated (and Worklets on the 4 line) are
// copied into its own node_modules, so that Moti's `import … from 'react-native-reanimated'` finds
// that line under the name readers install it by, at a path like theirs (`node_modules/react-native-reanimated/`,
// which the page's Babel rule matches). Everything else (React, react-native-web, framer-motion, the
// fixture's bundlers) resolves upwards, from the fixture folder and then the repository.
import fs from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from './page-recipes';

export type ReanimatedLine = '3.19.5' | '4.8.0';
export const reanimatedLines: ReanimatedLine[] = ['3.19.5', '4.8.0'];

const installed = (name: string) => path.join(repositoryRoot, 'node_modules', name);
const copies: Record<ReanimatedLine, Record<string, string>> = {
  '3.19.5': { moti: 'moti', 'react-native-reanimated': 'react-native-reanimated-3' },
  '4.8.0': {
    moti: 'moti',
    'react-native-reanimated': 'react-native-reanimated',
    'react-native-worklets': 'react-native-worklets',
  },
};
// Native sources, which no JavaScript tool reads.
const NATIVE = new Set(['android', 'apple', 'ios', 'Common', 'cpp']);

/** Hard-links the tree `from` into `to`: a package of thousands of files, ready at once and taking no room. */
function linkTree(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) linkTree(source, path.join(to, entry.name));
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), path.join(to, entry.name));
    else fs.linkSync(source, path.join(to, entry.name));
  }
}

/**
 * Creates (afresh) `<fixture>/apps/<name>` with its packages and the given files. `fromFixture` puts
 * packages the fixture installs under an alias into the app under the name readers know
 * (`{ 'react-native': 'react-native-0.79' }`), so that the app and the packages in it resolve that
 * copy first, as a reader's app does.
 */
export function createApp(
  fixture: string,
  name: string,
  line: ReanimatedLine,
  files: Record<string, string>,
  fromFixture: Record<string, string> = {},
) {
  const app = path.join(fixture, 'apps', name);
  fs.rmSync(app, { recursive: true, force: true });
  for (const [as, from] of Object.entries(copies[line])) {
    const version = JSON.parse(fs.readFileSync(path.join(installed(from), 'package.json'), 'utf8')).version;
    if (from !== 'moti' && from !== 'react-native-worklets' && version !== line) {
      throw new Error(`expected Reanimated ${line} in node_modules/${from}, found ${version}`);
    }
    fs.cpSync(installed(from), path.join(app, 'node_modules', as), {
      recursive: true,
      filter: (source) => !NATIVE.has(path.basename(source)),
    });
  }
  for (const [as, from] of Object.entries(fromFixture)) {
    linkTree(path.join(fixture, 'node_modules', from), path.join(app, 'node_modules', as));
  }
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
    fs.writeFileSync(path.join(app, file), text);
  }
  return app;
}
