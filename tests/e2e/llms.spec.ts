import type { Page } from '@playwright/test';
import { test, expect, allowConsoleErrors, isLocalUrl, waitForHydration } from './fixtures';
import { docRoutes } from './routes';
import { markdownPath } from '../../src/plugins/markdown-copies/markdown-path.mjs';

const COPIED = 'Copied the page as Markdown.';

const control = (page: Page) => page.getByRole('group', { name: 'Page as Markdown' });

test.describe('the "Copy page" control', () => {
  test('copies the page’s Markdown to the clipboard and confirms it', async ({ page, context, baseURL, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/installation');
    const button = page.getByRole('button', { name: 'Copy page' });
    const status = control(page).getByRole('status');
    await waitForHydration(page);
    await button.click();
    await expect(status).toHaveText(COPIED);
    const expected = await (await request.get('/installation.md')).text();
    expect(expected).toMatch(/^# Installation\n/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    // The confirmation goes away by itself.
    await expect(status).toBeEmpty({ timeout: 6000 });
  });

  test('works from the keyboard and links to the Markdown copy', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/api/props');
    const button = page.getByRole('button', { name: 'Copy page' });
    await waitForHydration(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(control(page).getByRole('status')).toContainText(COPIED);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Props\n/);
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/api/props.md');
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/api/props.md');
  });

  test('says so when the browser refuses the clipboard', async ({ page }) => {
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.assign(navigator.clipboard, { write: refuse, writeText: refuse });
    });
    await page.goto('/installation');
    const button = page.getByRole('button', { name: 'Copy page' });
    await waitForHydration(page);
    await button.click();
    await expect(control(page).getByRole('status')).toHaveText(/refused access to the clipboard.*View as Markdown/);
  });

  test('says so when the Markdown cannot be loaded', async ({ page }) => {
    allowConsoleErrors(page, /Failed to load resource/);
    await page.route('**/installation.md', (route) => route.abort('connectionfailed'));
    await page.goto('/installation');
    const button = page.getByRole('button', { name: 'Copy page' });
    await waitForHydration(page);
    await button.click();
    await expect(control(page).getByRole('status')).toHaveText(/could not be loaded/);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`is server-rendered in place: no shift on hydration at ${viewport.width} px`, async ({ browser, page }) => {
      const place = () => {
        const bar = document.querySelector('[role="group"][aria-label="Page as Markdown"]')!.getBoundingClientRect();
        const article = document.querySelector('article')!.getBoundingClientRect();
        const title = document.querySelector('article h1')!.getBoundingClientRect();
        return [bar.top - article.top, bar.left - article.left, bar.width, bar.height, title.top - article.top];
      };
      const staticContext = await browser.newContext({ javaScriptEnabled: false, viewport });
      await staticContext.route(
        (url) => !isLocalUrl(url.href),
        (route) => route.abort('blockedbyclient'),
      );
      const staticPage = await staticContext.newPage();
      await staticPage.goto(`${process.env.E2E_BASE_URL}/installation`);
      const before = await staticPage.evaluate(place);
      await staticContext.close();

      await page.setViewportSize(viewport);
      await page.goto('/installation');
      await waitForHydration(page);
      const after = await page.evaluate(place);
      after.forEach((value, index) => expect(value, `measure ${index}`).toBeCloseTo(before[index], 0));
    });
  }
});

test.describe('llms.txt and the Markdown copies', () => {
  test('/llms.txt lists every sidebar page by category, and every link answers 200', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^# Moti\n\n> \S.+\n/);

    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => new URL(match[1]));
    expect(new Set(links.map((url) => url.origin)).size, 'one site address').toBe(1);
    const listed = links.map((url) => url.pathname);
    // Every page of the sitemap but the search page, once (routes.spec.ts checks the order against
    // the sidebar a reader sees, since the tests' routes come from this file).
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
    expect([...listed].sort()).toEqual(
      pages
        .filter((route) => route !== '/search')
        .map(markdownPath)
        .sort(),
    );

    for (const pathname of listed) {
      const copy = await request.get(pathname);
      expect(copy.status(), pathname).toBe(200);
      expect(copy.headers()['content-type'], pathname).toBe('text/markdown; charset=utf-8');
    }
  });

  test('every doc page has a Markdown copy that starts with its title and has no page chrome', async ({ request }) => {
    for (const route of docRoutes) {
      const markdown = await (await request.get(markdownPath(route))).text();
      expect(markdown, route).toMatch(/^# \S/);
      for (const chrome of ['Copy page', 'View as Markdown', 'Edit this page', 'On this page', '\u200b']) {
        expect(markdown, `${route} has "${chrome}"`).not.toContain(chrome);
      }
    }
  });

  test('/llms-full.txt holds every page in sidebar order', async ({ request }) => {
    const response = await request.get('/llms-full.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    const sources = [...text.matchAll(/^Source: https?:\/\/[^/]+(\/\S*)$/gm)].map((match) => match[1]);
    expect(sources).toEqual(docRoutes);
  });

  test('the View as Markdown link opens the copy in the browser', async ({ page }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'View as Markdown' }).click();
    await expect(page).toHaveURL(/\/installation\.md$/);
    await expect(page.locator('body')).toContainText('# Installation');
  });

  // The example's source is rendered through the theme's CodeBlock, so its code must be in the copy.
  test('the copy of a page with a live example includes the example’s source', async ({ request }) => {
    const markdown = await (await request.get('/examples/hello-world.md')).text();
    const blocks = [...markdown.matchAll(/^```tsx.*\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
    expect(blocks.some((code) => code.includes("from 'moti'"))).toBe(true);
  });
});
