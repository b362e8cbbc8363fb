import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractRecords } from './extract';
import { parseBuiltPage } from '../../build-helpers/docs-catalog/built-pages';

const html = readFileSync(new URL('./fixtures/page.html', import.meta.url), 'utf8');
const page = { url: 'https://moti.fyi/interactions/pressable', category: 'Interactions', title: 'MotiPressable' };
const records = extractRecords(parseBuiltPage(html), page);
const summary = records.map((record) => [record.type, record.anchor, record.content]);

describe('extractRecords', () => {
  it('emits the page, each heading and each paragraph, list item and table row, in page order', () => {
    expect(summary).toEqual([
      ['lvl1', null, null],
      ['content', null, 'MotiPressable animates itself from its interaction state.'],
      ['lvl2', 'signature', null],
      ['content', 'signature', 'Pass animate a worklet & it runs on the UI thread.'],
      ['content', 'signature', 'First item'],
      ['content', 'signature', 'Paragraph in an item'],
      ['content', 'signature', 'Outer item'],
      ['content', 'signature', 'Inner item'],
      ['lvl3', 'animation-inner-motiview', null],
      ['content', 'animation-inner-motiview', 'animate — MotiPressableProp — Styles to animate to.'],
      ['content', 'animation-inner-motiview', 'from — object — Styles on mount.'],
      ['lvl2', 'pitfalls', null],
      ['content', 'pitfalls', 'Text with <img src=x onerror=alert(1)> inside.'],
    ]);
  });

  it('leaves out code blocks, theme chrome, hash links, marked parts and cross-reference sections', () => {
    const text = JSON.stringify(records);
    const absentParts = [
      'import {',
      'Navbar text',
      'Footer text',
      'Live example',
      'Direct link',
      '\u200b',
      'Related',
      'cross-ref',
    ];
    for (const absent of absentParts) {
      expect(text).not.toContain(absent);
    }
  });

  it('gives each record the hierarchy above it: category, title, then headings, deeper levels reset', () => {
    const row = records.find((record) => record.content?.startsWith('from'));
    expect(row?.hierarchy).toEqual({
      lvl0: 'Interactions',
      lvl1: 'MotiPressable',
      lvl2: 'Signature',
      lvl3: 'Animation (inner MotiView)',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    const pitfalls = records.find((record) => record.anchor === 'pitfalls');
    expect(pitfalls?.hierarchy).toMatchObject({ lvl2: 'Pitfalls <script>', lvl3: null });
  });

  it('writes DocSearch fields: absolute URLs with anchors, facets from the page, ids and weights', () => {
    const heading = records[2];
    expect(heading).toMatchObject({
      objectID: '/interactions/pressable:2',
      url: 'https://moti.fyi/interactions/pressable#signature',
      url_without_anchor: 'https://moti.fyi/interactions/pressable',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      weight: { pageRank: 0, level: 90, position: 2 },
    });
    expect(records[0]).toMatchObject({ url: page.url, type: 'lvl1', weight: { level: 100, position: 0 } });
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  it("records the identifiers a text is about: the code a paragraph opens with, a table row's first cell", () => {
    const named = records.filter((record) => record.identifiers);
    expect(named.map((record) => record.identifiers)).toEqual([['MotiPressable'], ['animate'], ['from']]);
    // Code further in the text is a mention, not the subject.
    expect(records.find((record) => record.content?.startsWith('Pass animate'))?.identifiers).toBeUndefined();
  });
});

describe('a quoted message', () => {
  const quoting = parseBuiltPage(
    '<html><body><article><div class="theme-doc-markdown"><h1>Troubleshooting</h1>' +
      '<h2 id="gears-not-initialized">Gears is not initialized</h2>' +
      '<figure data-quoted-message="gears-init"><pre><code>[Gears] Native part of Gears is missing.</code></pre>' +
      '<figcaption>Printed by gears 1.0.0</figcaption></figure>' +
      '<pre><code>const other = code;</code></pre>' +
      '</div></article></body></html>',
  );
  const quoted = extractRecords(quoting, { url: 'https://moti.fyi/troubleshooting', category: 'Help', title: 'T' });

  it('is body text of its section, caption left out, though other code blocks stay out', () => {
    expect(quoted.map((record) => [record.type, record.anchor, record.content])).toEqual([
      ['lvl1', null, null],
      ['lvl2', 'gears-not-initialized', null],
      ['content', 'gears-not-initialized', '[Gears] Native part of Gears is missing.'],
    ]);
  });
});

describe("a page's note on how it was checked", () => {
  const noted = parseBuiltPage(
    '<html><body><article><div class="theme-doc-markdown"><h1>Gears</h1>' +
      '<h2 id="still-stuck">Still stuck?</h2><p>Open an issue.</p>' +
      '<details class="alert provenance"><summary>How this page was checked</summary>' +
      '<div><ul><li><strong>Gears is not initialized:</strong> read in gears.ts in 1.0.0.</li></ul></div></details>' +
      '</div></article></body></html>',
  );
  const records = extractRecords(noted, { url: 'https://moti.fyi/gears', category: 'Help', title: 'Gears' });

  it('stays out of search: it names the answers it backs, and would compete with them', () => {
    expect(records.map((record) => record.content).filter(Boolean)).toEqual(['Open an issue.']);
  });
});

describe('text inside a tab that the address opens', () => {
  // As the Tabs wrapper builds it: each tab names its query, each panel the tab that labels it; the
  // inner tabs (a package manager's) have no query, and their panel's text stays in the outer tab.
  const tab = (id: string, label: string, query?: string) =>
    `<li role="tab" id="${id}-tab" aria-controls="${id}-panel"${query ? ` data-tab-query="${query}"` : ''}>${label}</li>`;
  const tabbed = parseBuiltPage(
    '<html><body><article><div class="theme-doc-markdown"><h1>Install</h1>' +
      '<h2 id="pick">Pick your path</h2>' +
      '<div class="tabs-container"><ul role="tablist" class="tabs">' +
      tab('a', 'Expo', 'path=expo') +
      tab('b', 'Bare', 'path=bare') +
      '</ul><div class="margin-top--md">' +
      '<div role="tabpanel" id="a-panel" aria-labelledby="a-tab"><p>Expo steps.</p></div>' +
      '<div role="tabpanel" id="b-panel" aria-labelledby="b-tab" hidden><p>Bare steps.</p>' +
      '<h3 id="pods">Pods</h3><p>Install the pods.</p>' +
      '<div class="tabs-container"><ul role="tablist" class="tabs">' +
      tab('c', 'npm') +
      '</ul><div class="margin-top--md"><div role="tabpanel" aria-labelledby="c-tab"><p>With npm.</p></div>' +
      '</div></div></div></div></div>' +
      '<h2 id="first">First animation</h2><p>After the tabs.</p>' +
      '</div></article></body></html>',
  );
  const records = extractRecords(tabbed, { url: 'https://moti.fyi/install', category: 'Welcome', title: 'Install' });
  const urls = records.map((record) => [record.content ?? record.hierarchy.lvl3 ?? record.hierarchy.lvl2, record.url]);

  it("links to its tab's query and its section's anchor; text outside any tab keeps the bare address", () => {
    expect(urls).toEqual([
      [null, 'https://moti.fyi/install'],
      ['Pick your path', 'https://moti.fyi/install#pick'],
      ['Expo steps.', 'https://moti.fyi/install?path=expo#pick'],
      ['Bare steps.', 'https://moti.fyi/install?path=bare#pick'],
      ['Pods', 'https://moti.fyi/install?path=bare#pods'],
      ['Install the pods.', 'https://moti.fyi/install?path=bare#pods'],
      ['With npm.', 'https://moti.fyi/install?path=bare#pods'],
      ['First animation', 'https://moti.fyi/install#first'],
      ['After the tabs.', 'https://moti.fyi/install#first'],
    ]);
  });

  it('keeps the page address and the anchor apart from the query', () => {
    const bare = records.find((record) => record.content === 'Bare steps.');
    expect(bare).toMatchObject({ url_without_anchor: 'https://moti.fyi/install', anchor: 'pick' });
  });

  it('links to the tab when the section has no anchor', () => {
    const noHeading = parseBuiltPage(
      '<html><body><article><div class="theme-doc-markdown"><h1>Install</h1>' +
        '<ul role="tablist" class="tabs">' +
        tab('d', 'Web', 'path=web') +
        '</ul><div role="tabpanel" aria-labelledby="d-tab"><p>Web steps.</p></div>' +
        '</div></article></body></html>',
    );
    const web = extractRecords(noHeading, { url: 'https://moti.fyi/install', category: 'W', title: 'Install' });
    expect(web.find((record) => record.content === 'Web steps.')).toMatchObject({
      url: 'https://moti.fyi/install?path=web',
      anchor: null,
    });
  });
});
