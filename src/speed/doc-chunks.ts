import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { Chunk, ChunkGraph, Configuration, Module } from 'webpack';
import { docChunkNames, type DocChunkGroup } from './doc-chunk-names';

/**
 * Every doc page loads the same route chunks (the docs' root components, their data, the doc item),
 * which the bundler splits further into a dozen small files. Each group here becomes one file:
 * fewer requests, and one compressed stream compresses better than many (about 2 KB gzip a page).
 */
export function docChunksSplit(context: LoadContext): Configuration {
  // Docusaurus writes the registry before it configures the bundler.
  const names = docChunkNames(readFileSync(path.join(context.generatedFilesDir, 'registry.js'), 'utf8'));
  // A registry of another shape (a Docusaurus upgrade) would silently bring the dozen files back.
  if (names['doc-root'].size === 0 || names['doc-item'].size === 0)
    throw new Error('doc-chunks: no doc route chunks found in the generated registry; see src/speed/doc-chunks.ts');
  type TestContext = { chunkGraph: ChunkGraph };
  const inGroup = (group: DocChunkGroup) => (chunk: Chunk) => chunk.name != null && names[group].has(chunk.name);
  const inRootChunk = (module: Module, { chunkGraph }: TestContext) =>
    chunkGraph.getModuleChunks(module).some(inGroup('doc-root'));
  // A module the doc item shares with the docs' root goes to doc-root only, so no file repeats it.
  const docRoot = {
    name: 'doc-root',
    chunks: (chunk: Chunk) => inGroup('doc-root')(chunk) || inGroup('doc-item')(chunk),
    test: inRootChunk,
    enforce: true,
    priority: 30,
  };
  // A module the doc item shares with a page's chunk (a live example's code block) goes to doc-item,
  // which that page loads anyway.
  const inItemChunk = (module: Module, { chunkGraph }: TestContext) =>
    chunkGraph.getModuleChunks(module).some(inGroup('doc-item'));
  const docItem = {
    name: 'doc-item',
    chunks: 'async' as const,
    test: (module: Module, context: TestContext) => inItemChunk(module, context) && !inRootChunk(module, context),
    enforce: true,
    priority: 29,
  };
  return {
    optimization: {
      splitChunks: { cacheGroups: { docRoot, docItem } },
    },
  };
}
