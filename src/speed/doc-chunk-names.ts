/** The bundles every doc page loads, by the module each route loads as one chunk. */
export const DOC_CHUNK_GROUPS = {
  // Loaded by every docs route, the not-found page included: the docs' root components and data.
  'doc-root': [
    /^@theme\/DocsRoot$/,
    /^@theme\/DocVersionRoot$/,
    /^@theme\/DocRoot$/,
    /^@generated\/docusaurus-plugin-content-docs\/[^/]+\/__plugin\.json$/,
    /^@generated\/docusaurus-plugin-content-docs\/[^/]+\/p\/[^/]+\.json$/,
  ],
  // Loaded by every doc page, not by the not-found page.
  'doc-item': [/^@theme\/DocItem$/],
} as const;

export type DocChunkGroup = keyof typeof DOC_CHUNK_GROUPS;

/**
 * The chunk names Docusaurus gave those modules, read from its generated registry
 * (`"<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" *\/ "<module>"), …]`).
 */
export function docChunkNames(registrySource: string): Record<DocChunkGroup, Set<string>> {
  const names = { 'doc-root': new Set<string>(), 'doc-item': new Set<string>() };
  for (const [, chunkName, request] of registrySource.matchAll(/webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\)/g)) {
    for (const group of Object.keys(DOC_CHUNK_GROUPS) as DocChunkGroup[]) {
      if (DOC_CHUNK_GROUPS[group].some((pattern) => pattern.test(request))) names[group].add(chunkName);
    }
  }
  return names;
}
