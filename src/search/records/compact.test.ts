import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pack, unpack } from './compact';
import { extractRecords } from './extract';
import { parseBuiltPage } from '../../build-helpers/docs-catalog/built-pages';

const html = readFileSync(new URL('./fixtures/page.html', import.meta.url), 'utf8');
const origin = 'https://moti.fyi';
// A page whose text sits in the panels of tabs that the address opens: its records link to `?path=…`.
const tabbed = parseBuiltPage(
  '<html><body><article><div class="theme-doc-markdown"><h1>Install</h1><h2 id="pick">Pick</h2>' +
    '<ul role="tablist" class="tabs"><li role="tab" id="t1" data-tab-query="path=bare">Bare</li>' +
    '<li role="tab" id="t2" data-tab-query="path=web">Web</li></ul>' +
    '<div role="tabpanel" aria-labelledby="t1"><p>Bare steps.</p></div>' +
    '<div role="tabpanel" aria-labelledby="t2"><p>Web steps.</p><h3 id="next">Next</h3></div>' +
    '<p>Both.</p></div></article></body></html>',
);
const records = [
  ...extractRecords(parseBuiltPage(html), { url: `${origin}/`, category: 'Welcome', title: 'Welcome' }),
  ...extractRecords(tabbed, { url: `${origin}/installation`, category: 'Welcome', title: 'Install' }),
  ...extractRecords(parseBuiltPage(html), {
    url: `${origin}/interactions/pressable`,
    category: 'Interactions',
    title: 'Pressable',
    role: 'example',
  }),
];

describe('the compact index', () => {
  it("gives back exactly the records it was made from, page roles and tabs' queries included", () => {
    expect(records.at(-1)?.page_role).toBe('example');
    expect(records.map((record) => record.url)).toContain(`${origin}/installation?path=bare#pick`);
    expect(records.map((record) => record.url)).toContain(`${origin}/installation?path=web#next`);
    expect(unpack(JSON.parse(JSON.stringify(pack(records, origin))))).toEqual(records);
  });

  it('stores each page and section once', () => {
    const index = pack(records, origin);
    expect(index.pages.map(([path]) => path)).toEqual(['/', '/installation', '/interactions/pressable']);
    expect(index.sections.length).toBeLessThan(15);
    expect(JSON.stringify(index).length).toBeLessThan(JSON.stringify(records).length / 3);
  });
});
