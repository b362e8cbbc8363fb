import { unpack, type CompactIndex } from '../records/compact';
import { answer, type AlgoliaResult, type SearchRequest } from './adapter';
import { SearchEngine } from './engine';

/** Downloads the compact index and builds the engine: the part of search that loads on first intent. */
export async function loadAnswerer(indexUrl: string): Promise<(request: SearchRequest) => AlgoliaResult> {
  const response = await fetch(indexUrl);
  if (!response.ok) throw new Error(`${indexUrl} answered HTTP ${response.status}`);
  const engine = await SearchEngine.inSteps(unpack((await response.json()) as CompactIndex));
  return (request) => answer(engine, request);
}
