import { describe, expect, it } from 'vitest';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { builtHtmlPath, docsCatalog } from '.';

const doc = (id: string, permalink: string) => ({ id, permalink, title: id.toUpperCase(), description: `about ${id}` });

const content = {
  loadedVersions: [
    {
      docs: [
        doc('welcome', '/'),
        doc('animations', '/animations'),
        doc('web', '/web'),
        doc('next', '/next'),
        doc('hidden', '/hidden'),
        doc('api/props', '/api/props'),
      ],
      sidebars: {
        someSidebar: [
          { type: 'category', label: 'Welcome', items: [{ type: 'doc', id: 'welcome' }] },
          {
            type: 'category',
            label: 'Usage',
            items: [
              { type: 'doc', id: 'animations' },
              {
                type: 'category',
                label: 'API Reference',
                customProps: { searchRole: 'example', shared: 1 },
                items: [{ type: 'doc', id: 'api/props', customProps: { shared: 2 } }],
              },
            ],
          },
          { type: 'category', label: 'Web', link: { type: 'doc', id: 'web' }, items: [{ type: 'doc', id: 'next' }] },
        ],
      },
    },
  ],
} as unknown as LoadedContent;

describe('docsCatalog', () => {
  it("lists sidebar pages in order with their nearest category (a category's own page first), then unlisted pages", () => {
    expect(docsCatalog(content).map(({ permalink, category }) => [permalink, category])).toEqual([
      ['/', 'Welcome'],
      ['/animations', 'Usage'],
      ['/api/props', 'API Reference'],
      ['/web', 'Web'],
      ['/next', 'Web'],
      ['/hidden', null],
    ]);
  });

  it("gives each page its category's customProps, its own over them", () => {
    expect(docsCatalog(content).map(({ customProps }) => customProps)).toEqual([
      {},
      {},
      { searchRole: 'example', shared: 2 },
      {},
      {},
      undefined,
    ]);
  });

  it('keeps titles and descriptions', () => {
    expect(docsCatalog(content)[1]).toMatchObject({ title: 'ANIMATIONS', description: 'about animations' });
  });
});

describe('builtHtmlPath', () => {
  it('maps permalinks to the built index.html files', () => {
    expect(builtHtmlPath('build', '/')).toBe('build/index.html');
    expect(builtHtmlPath('build', '/api/props')).toBe('build/api/props/index.html');
  });
});
