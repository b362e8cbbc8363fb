import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pack, unpack } from './compact';
import { extractRecords } from './extract';
import { parseBuiltPage } from '../../build-helpers/docs-catalog/built-pages';

const html = readFileSync(new URL('./fixtures/page.html', import.meta.url), 'utf8');
const origin = 'https://moti.fyi';
const records = [
  ...extractRecords(parseBuiltPage(html), { url: `${origin}/`, category: 'Welcome', title: 'Welcome' }),
  ...extractRecords(parseBuiltPage(html), {
    url: `${origin}/interactions/pressable`,
    category: 'Interactions',
    title: 'Pressable',
    role: 'example',
  }),
];

describe('the compact index', () => {
  it('gives back exactly the records it was made from, page roles included', () => {
    expect(records.at(-1)?.page_role).toBe('example');
    expect(unpack(JSON.parse(JSON.stringify(pack(records, origin))))).toEqual(records);
  });

  it('stores each page and section once', () => {
    const index = pack(records, origin);
    expect(index.pages.map(([path]) => path)).toEqual(['/', '/interactions/pressable']);
    expect(index.sections.length).toBeLessThan(10);
    expect(JSON.stringify(index).length).toBeLessThan(JSON.stringify(records).length / 3);
  });
});
