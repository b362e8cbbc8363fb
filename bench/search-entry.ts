// Bundled by bench/search.mjs and run in Chromium: the site's own engine and adapter, fed the built index.
import { withBestMatchesFirst } from '../src/search/client/best-matches';
import { answer, type AlgoliaHit } from '../src/search/engine/adapter';
import { SearchEngine } from '../src/search/engine/engine';
import { MAX_RESULTS_PER_GROUP, MAX_SECTIONS_PER_PAGE } from '../src/search/constants';
import { unpack, type CompactIndex } from '../src/search/records/compact';

/** What DocSearch 3.9 sends from the modal (tests/e2e/search.spec.ts checks it in Algolia mode). */
const modalRequest = (query: string) => ({
  indexName: 'moti-docs',
  query,
  attributesToRetrieve: [
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
    'type',
    'url',
  ],
  attributesToSnippet: ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']
    .map((l) => `hierarchy.${l}:10`)
    .concat('content:10'),
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: false,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
});

function groupBy(hits: AlgoliaHit[], key: (hit: AlgoliaHit) => string, max: number): AlgoliaHit[][] {
  const groups = new Map<string, AlgoliaHit[]>();
  for (const hit of hits) {
    const group = groups.get(key(hit)) ?? [];
    if (group.length < max) group.push(hit);
    groups.set(key(hit), group);
  }
  return [...groups.values()];
}

/**
 * The hits in the order the modal shows them: the best pages first (its client's withBestMatchesFirst),
 * then by category (at most 5 each), then by page, at most MAX_SECTIONS_PER_PAGE each (the modal's
 * transformItems).
 */
function modalOrder(hits: AlgoliaHit[]): AlgoliaHit[] {
  return groupBy(withBestMatchesFirst(hits), (hit) => hit.hierarchy?.lvl0 ?? '', MAX_RESULTS_PER_GROUP).flatMap(
    (group) => groupBy(group, (hit) => hit.hierarchy?.lvl1 ?? '', MAX_SECTIONS_PER_PAGE).flat(),
  );
}

function createBench(index: CompactIndex) {
  const started = performance.now();
  const engine = new SearchEngine(unpack(index));
  const buildMs = performance.now() - started;
  return {
    buildMs,
    search: (query: string) => answer(engine, modalRequest(query)),
    /** Paths of the hits as the modal lists them. */
    shown: (query: string) =>
      modalOrder(answer(engine, modalRequest(query)).hits).map((hit) => new URL(hit.url!).pathname),
  };
}

(globalThis as Record<string, unknown>).MotiSearchBench = { createBench };
