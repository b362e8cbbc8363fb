import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docRoutes } from '../e2e/routes';
import { nodeServedSite } from './node-site';

// The public address the build was made for (docusaurus.config.ts reads the same variable).
const siteUrl = (process.env.SITE_URL ?? 'https://moti.fyi').replace(/\/$/, '');

const attribute = (html: string, pattern: RegExp) => html.match(pattern)?.[1]?.replace(/^"|"$/g, '');
const meta = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta[^>]*(?:name|property)=${key}\\s[^>]*content=("[^"]*"|[^\\s>]+)`));

// What search engines and link previews read from the served pages.
describe('what search engines and link previews read', { timeout: 60_000 }, () => {
  const site = nodeServedSite();

  it('every page has its own description, a canonical URL and link-preview tags', async () => {
    const descriptions = new Map<string, string>();
    for (const route of docRoutes) {
      const html = await (await site.get(route)).text();
      expect(html, route).toMatch(/<html[^>]* lang=en/);
      const description = meta(html, 'description');
      expect(description, `${route} description`).toBeTruthy();
      expect(descriptions.get(description!), `${route} shares its description`).toBeUndefined();
      descriptions.set(description!, route);
      expect(attribute(html, /<link[^>]*rel=canonical href=("[^"]*"|[^\s>]+)/), route).toBe(siteUrl + route);
      expect(meta(html, 'og:url'), route).toBe(siteUrl + route);
      expect(meta(html, 'og:title'), route).toMatch(/ \| Moti$/);
      expect(meta(html, 'og:description'), route).toBe(description);
      expect(meta(html, 'og:image'), route).toBe(`${siteUrl}/img/social-card.png`);
      expect(meta(html, 'twitter:card'), route).toBe('summary_large_image');
      expect(meta(html, 'og:image:alt'), route).toBeTruthy();
    }
  });

  it('the sitemap lists every route at the public address, and robots.txt points to it', async () => {
    const sitemap = await (await site.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort();
    // Every doc page is listed; the search page is a page too (its result pages, ?q=, ask not to be indexed).
    expect(urls).toEqual([...docRoutes, '/search'].map((route) => siteUrl + route).sort());
    const robots = await site.get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('Sitemap: https://moti.fyi/sitemap.xml');
  });

  it('the social card is a 1200×630 PNG', async () => {
    const response = await site.get('/img/social-card.png');
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    // The IHDR chunk holds width and height as big-endian integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const committed = readFileSync(path.resolve('static/img/social-card.png'));
    expect(png.equals(committed)).toBe(true);
  });
});
