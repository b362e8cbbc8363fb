import { readFileSync } from 'node:fs';
import { highlightLines } from './highlight';
import { blockTypesOnce } from './shared-block-types';

/** An example file's lines, highlighted with the types the program of the docs' blocks gives them. */
export async function highlightExample(file: string, name: string): Promise<string> {
  const types = { result: blockTypesOnce().ofFile(file), idPrefix: `type-${name}` };
  return (await highlightLines(readFileSync(file, 'utf8').replace(/\n$/, ''), 'tsx', types)).html;
}
