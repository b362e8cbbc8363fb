import { readFileSync } from 'node:fs';
import { highlightBlock, type HighlightedBlock } from './highlight';
import {
  blockTypesOnce,
  isReanimated4Example,
  reanimated4ExampleTypesOnce,
  TYPES_CACHE_DIR,
} from './shared-block-types';

/** An example file, highlighted with the types the program of the docs' blocks gives its names. */
export function highlightExample(file: string): Promise<HighlightedBlock> {
  const code = readFileSync(file, 'utf8').replace(/\n$/, '');
  const types = isReanimated4Example(file) ? reanimated4ExampleTypesOnce() : blockTypesOnce();
  return highlightBlock(code, 'tsx', { result: types.ofFile(file), typesDir: TYPES_CACHE_DIR });
}
