import { describe, expect, it } from 'vitest';
import data from '../../src/data/compatibility.json';
import { markdownPath } from '../../src/plugins/markdown-copies/markdown-path.mjs';
import { docRoutes } from '../e2e/routes';
import { nodeServedSite } from './node-site';

// What an assistant or a reader's tool fetches: llms.txt, llms-full.txt and each page's Markdown copy.
describe('llms.txt and the Markdown copies', { timeout: 60_000 }, () => {
  const site = nodeServedSite();

  it('/llms.txt lists every sidebar page by category, and every link answers 200', async () => {
    const response = await site.get('/llms.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^# Moti\n\n> \S.+\n/);

    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => new URL(match[1]));
    expect(new Set(links.map((url) => url.origin)).size, 'one site address').toBe(1);
    const listed = links.map((url) => url.pathname);
    // Every page of the sitemap but the search page, once (routes.spec.ts checks the order against
    // the sidebar a reader sees, since the tests' routes come from this file).
    const sitemap = await (await site.get('/sitemap.xml')).text();
    const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
    expect([...listed].sort()).toEqual(
      pages
        .filter((route) => route !== '/search')
        .map(markdownPath)
        .sort(),
    );

    for (const pathname of listed) {
      const copy = await site.get(pathname);
      expect(copy.status, pathname).toBe(200);
      expect(copy.headers.get('content-type'), pathname).toBe('text/markdown; charset=utf-8');
    }
  });

  it('every doc page has a Markdown copy that starts with its title and has no page chrome', async () => {
    for (const route of docRoutes) {
      const markdown = await (await site.get(markdownPath(route))).text();
      expect(markdown, route).toMatch(/^# \S/);
      for (const chrome of ['Copy page', 'View as Markdown', 'Edit this page', 'On this page', '\u200b']) {
        expect(markdown, `${route} has "${chrome}"`).not.toContain(chrome);
      }
    }
  });

  it('/llms-full.txt holds every page in sidebar order', async () => {
    const response = await site.get('/llms-full.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    const sources = [...text.matchAll(/^Source: https?:\/\/[^/]+(\/\S*)$/gm)].map((match) => match[1]);
    expect(sources).toEqual(docRoutes);
  });

  // The example's source is rendered through the theme's CodeBlock, so its code must be in the copy.
  it('the copy of a page with a live example includes the example’s source', async () => {
    const markdown = await (await site.get('/examples/hello-world.md')).text();
    const blocks = [...markdown.matchAll(/^```tsx.*\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
    expect(blocks.some((code) => code.includes("from 'moti'"))).toBe(true);
  });

  // /compatibility renders src/data/compatibility.json; its copy must carry the same rows.
  it('the copy of /compatibility carries every row of the tables', async () => {
    const markdown = await (await site.get('/compatibility.md')).text();
    for (const sdk of data.expoSdks) {
      const row = markdown.split('\n').find((line) => line.includes(`expo@${sdk.expo}`));
      expect(row, `a row for SDK ${sdk.sdk}`).toBeDefined();
      for (const value of [sdk.reactNative, sdk.react, sdk.reanimated]) expect(row).toContain(value);
    }
    for (const line of data.reanimatedLines) {
      const row = markdown.split('\n').find((text) => text.startsWith(`| ${line.line} `));
      expect(row, `a row for Reanimated ${line.line}`).toContain(line.reactNative.join(', '));
    }
    // React's markers between adjacent text nodes must not reach the copy.
    expect(markdown).not.toContain('<!-- -->');
  });
});
