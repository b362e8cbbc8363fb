import { readFileSync } from 'node:fs';
import { highlightBlock, type HighlightedBlock } from './highlight';
import { blockTypesOnce, TYPES_CACHE_DIR } from './shared-block-types';

/** An example file, highlighted with the types the program of the docs' blocks gives its names. */
export function highlightExample(file: string): Promise<HighlightedBlock> {
  const code = readFileSync(file, 'utf8').replace(/\n$/, '');
  return highlightBlock(code, 'tsx', { result: blockTypesOnce().ofFile(file), typesDir: TYPES_CACHE_DIR });
}
