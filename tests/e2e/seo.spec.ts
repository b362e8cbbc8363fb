import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { docRoutes } from './routes';

// The public address the build was made for (docusaurus.config.ts reads the same variable).
const siteUrl = (process.env.SITE_URL ?? 'https://moti.fyi').replace(/\/$/, '');

const attribute = (html: string, pattern: RegExp) => html.match(pattern)?.[1]?.replace(/^"|"$/g, '');
const meta = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta[^>]*(?:name|property)=${key}\\s[^>]*content=("[^"]*"|[^\\s>]+)`));

test('every page has its own description, a canonical URL and link-preview tags', async ({ request }) => {
  const descriptions = new Map<string, string>();
  for (const route of docRoutes) {
    const html = await (await request.get(route)).text();
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

test('the sitemap lists every route at the public address, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort();
  // Every doc page is listed; the search page is a page too (its result pages, ?q=, ask not to be indexed).
  expect(urls).toEqual([...docRoutes, '/search'].map((route) => siteUrl + route).sort());
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Sitemap: https://moti.fyi/sitemap.xml');
});

test('the social card is a 1200×630 PNG', async ({ request }) => {
  const response = await request.get('/img/social-card.png');
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  // The IHDR chunk holds width and height as big-endian integers at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  const committed = readFileSync(path.resolve('static/img/social-card.png'));
  expect(png.equals(committed)).toBe(true);
});

test('search result pages ask not to be indexed; the search page itself may be', async ({ page }) => {
  const search = await page.request.get('/search');
  expect(search.status()).toBe(200);
  expect(await search.text()).not.toContain('noindex');
  await page.goto('/search?q=animate');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});
