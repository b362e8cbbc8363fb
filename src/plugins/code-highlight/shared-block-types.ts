import path from 'node:path';
import { createBlockTypes, type BlockTypes } from './block-types';

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
    services.set(key, createBlockTypes({ root, docsDir, examplesDir: root === SITE_DIR ? EXAMPLES_DIR : undefined }));
  return services.get(key)!;
}
