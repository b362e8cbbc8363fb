import algoliasearchHelper from 'algoliasearch-helper';
import { describe, expect, it } from 'vitest';
import { createOfflineClient } from '../client/offline-client';
import { answer, type AlgoliaResult } from './adapter';
import { SearchEngine } from './engine';
import { page } from './test-records';

const engine = new SearchEngine([
  ...page('/animations', 'Usage', 'Animations', [
    ['content', null, 'Every animation has a transition.'],
    ['lvl2', 'Transitions', null],
    ['content', null, 'A transition describes how the animation runs: timing or spring.'],
  ]),
  ...page('/api/props', 'API Reference', 'Props', [
    ['lvl2', 'transition', null],
    ['content', null, 'Never write <img src=x onerror=alert(1)> in a transition.'],
  ]),
  ...page('/fr', 'Usage', 'Français', [['content', null, 'Une transition.']], { language: 'fr' }),
]);
const client = createOfflineClient(async () => (request) => answer(engine, request));

// The request DocSearch 4 sends from the modal, with contextual search's facet filters.
const modalRequest = {
  indexName: 'moti',
  query: 'transition',
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: false,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

describe('the offline client, as the modal calls it: search({ requests })', () => {
  it('answers with Algolia results: hits, nbHits, page, nbPages, queryID', async () => {
    const { results } = await client.search({ requests: [modalRequest] });
    const [result] = results;
    expect(result).toMatchObject({
      nbHits: 3,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      index: 'moti',
      query: 'transition',
    });
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.hits.map((hit) => hit.url)).toEqual([
      'https://moti.fyi/api/props#transition',
      'https://moti.fyi/animations#transitions',
      'https://moti.fyi/animations',
    ]);
  });

  it('returns the asked attributes, highlights and snippets with <mark>', async () => {
    const { results } = await client.search({ requests: [modalRequest] });
    const hit = results[0].hits[0];
    expect(Object.keys(hit).sort()).toEqual(
      ['_highlightResult', '_snippetResult', 'content', 'hierarchy', 'objectID', 'type', 'url'].sort(),
    );
    expect(hit.hierarchy).toEqual({ lvl0: 'API Reference', lvl1: 'Props', lvl2: 'transition' });
    expect(hit._highlightResult.hierarchy.lvl2).toMatchObject({ value: '<mark>transition</mark>', matchLevel: 'full' });
    expect(hit._highlightResult.hierarchy.lvl0).toMatchObject({ value: 'API Reference', matchLevel: 'none' });
    expect(hit._snippetResult.hierarchy?.lvl2?.value).toBe('<mark>transition</mark>');
  });

  it("snippets a heading hit with the text that opens its section, leaving the record's content empty", async () => {
    const { results } = await client.search({ requests: [modalRequest] });
    const heading = results[0].hits.find((hit) => hit.url === 'https://moti.fyi/animations#transitions')!;
    expect(heading.content).toBeNull();
    expect(heading._snippetResult.content?.value).toBe(
      'A <mark>transition</mark> describes how the animation runs: timing or spring.',
    );
  });

  it('escapes page text and the query before marking', async () => {
    const { results } = await client.search({
      requests: [{ ...modalRequest, query: '<img src=x onerror=alert(1)>' }],
    });
    const content = results[0].hits[0]._snippetResult.content?.value;
    expect(content).toContain('&lt;<mark>img</mark> <mark>src</mark>=<mark>x</mark> <mark>onerror</mark>=');
    expect(content).not.toMatch(/<img/);
  });

  it('fails as the modal expects from a failed fetch when the index cannot load', async () => {
    const broken = createOfflineClient(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(broken.search({ requests: [modalRequest] })).rejects.toMatchObject({ name: 'RetryError' });
  });
});

describe('the offline client, as algoliasearch-helper calls it (the /search page)', () => {
  it('answers the helper with hits, counts, pages and hierarchy highlights; honours facet refinements', async () => {
    const helper = algoliasearchHelper(client as never, 'moti', {
      hitsPerPage: 2,
      disjunctiveFacets: ['language', 'docusaurus_tag'],
      attributesToSnippet: ['content:10'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    helper.addDisjunctiveFacetRefinement('language', 'en');
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-current');
    const results = await new Promise<AlgoliaResult>((resolve, reject) => {
      helper.on('result', ({ results }) => resolve(results as unknown as AlgoliaResult));
      helper.on('error', ({ error }) => reject(error));
      helper.setQuery('transition').setPage(0).search();
    });
    expect(results).toMatchObject({ nbHits: 3, nbPages: 2, page: 0, hitsPerPage: 2 });
    expect(results.hits).toHaveLength(2);
    expect(results.hits[0]._highlightResult.hierarchy).toMatchObject({
      lvl0: { value: 'API Reference' },
      lvl1: { value: 'Props' },
      lvl2: { value: '<mark>transition</mark>' },
    });
    expect(results.hits.every((hit) => hit.language === 'en')).toBe(true);
  });
});
