import path from 'node:path';
import { createBlockTypes, type BlockTypes } from './block-types';
import { needsReanimated4 } from '../../components/LiveExample/version-notes';

/** The site's folder, its docs and examples, where tsconfig.json and the code are. */
export const SITE_DIR = path.resolve(__dirname, '../../..');
export const DOCS_DIR = path.join(SITE_DIR, 'docs');
export const EXAMPLES_DIR = path.join(SITE_DIR, 'src/examples');
// Beside the bundler's cache, so that `npm run clear` empties both: a warm build compiles no page
// again, and finds the popups its pages name here (the plugin copies them into the build).
export const TYPES_CACHE_DIR = path.join(SITE_DIR, 'node_modules/.cache/code-types');

// One language service for the whole build: the docs pages and the examples share its checker.
const services = new Map<string, BlockTypes>();

export function blockTypesOnce(root = SITE_DIR, docsDir = DOCS_DIR): BlockTypes {
  const key = `${root}\0${docsDir}`;
  if (!services.has(key))
    services.set(
      key,
      createBlockTypes({
        root,
        docsDir,
        examplesDir: root === SITE_DIR ? EXAMPLES_DIR : undefined,
        isExample: (fileName) => !needsReanimated4(exampleName(fileName)),
      }),
    );
  return services.get(key)!;
}

const exampleName = (fileName: string) => path.basename(fileName).replace(/\.tsx?$/, '');

/** An example's name (its file name without extension) says whether it needs Reanimated 4. */
export const isReanimated4Example = (file: string) => needsReanimated4(exampleName(file));

let reanimated4Examples: BlockTypes | undefined;

/**
 * The examples written with Reanimated 4's CSS API, typed against 4.x as tsconfig.reanimated-4.json
 * checks them: in the docs' program, where `react-native-reanimated` is 3.x, their popups would be 3.x's.
 */
export function reanimated4ExampleTypesOnce(): BlockTypes {
  reanimated4Examples ??= createBlockTypes({
    root: SITE_DIR,
    examplesDir: EXAMPLES_DIR,
    configName: 'tsconfig.reanimated-4.json',
    isExample: isReanimated4Example,
  });
  return reanimated4Examples;
}
