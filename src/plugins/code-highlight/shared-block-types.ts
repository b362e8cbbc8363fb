import path from 'node:path';
import { createBlockTypes, type BlockTypes } from './block-types';
import type { ReanimatedLine } from '../../build-helpers/code-blocks/extract.mjs';
import { LINE_CONFIGS } from '../../build-helpers/code-blocks/program.mjs';

/** The site's folder, its docs and examples, where tsconfig.json and the code are. */
export const SITE_DIR = path.resolve(__dirname, '../../..');
export const DOCS_DIR = path.join(SITE_DIR, 'docs');
export const EXAMPLES_DIR = path.join(SITE_DIR, 'src/examples');
// Beside the bundler's cache, so that `npm run clear` empties both: a warm build compiles no page
// again, and finds the popups its pages name here (the plugin copies them into the build).
export const TYPES_CACHE_DIR = path.join(SITE_DIR, 'node_modules/.cache/code-types');

// One language service per Reanimated line for the whole build: the docs pages and the examples
// share the checker of Reanimated 4, what readers install; the blocks marked `reanimated-3` get 3.x's.
const services = new Map<string, BlockTypes>();

export function blockTypesOnce(root = SITE_DIR, docsDir = DOCS_DIR, line: ReanimatedLine = 4): BlockTypes {
  const key = `${root}\0${docsDir}\0${line}`;
  if (!services.has(key))
    services.set(
      key,
      createBlockTypes({
        root,
        docsDir,
        configName: LINE_CONFIGS[line],
        // The examples run on both lines; their popups describe the one readers install.
        examplesDir: root === SITE_DIR && line === 4 ? EXAMPLES_DIR : undefined,
      }),
    );
  return services.get(key)!;
}
