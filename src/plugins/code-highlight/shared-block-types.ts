import path from 'node:path';
import { createBlockTypes, type BlockTypes } from './block-types';

/** The site's folder and its docs, where tsconfig.json and the pages are. */
export const SITE_DIR = path.resolve(__dirname, '../../..');
export const DOCS_DIR = path.join(SITE_DIR, 'docs');

// One language service for the whole build: the docs pages and the examples share its checker.
const services = new Map<string, BlockTypes>();

export function blockTypesOnce(root = SITE_DIR, docsDir = DOCS_DIR): BlockTypes {
  const key = `${root}\0${docsDir}`;
  if (!services.has(key)) services.set(key, createBlockTypes({ root, docsDir }));
  return services.get(key)!;
}
