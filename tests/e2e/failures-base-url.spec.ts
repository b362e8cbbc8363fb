import type { AddressInfo } from 'node:net';
import type { Route } from '@playwright/test';
import { test, expect, allowConsoleErrors, waitForHydration } from './fixtures';
import { startServer } from '../../server/static-server.mjs';

const BANNER = '#__docusaurus-base-url-issue-banner';

// Served under a wrong base URL, the home path shows a warning banner. The build says baseUrl '/',
// served here under /moti/: its scripts and styles 404, so the inline check shows the banner.
test('the same build served under another prefix shows the base-URL warning on the home path', async ({ page }) => {
  const server = await startServer({
    buildDir: process.env.E2E_BUILD_DIR!,
    port: 0,
    host: '127.0.0.1',
    basePath: '/moti/',
  });
  try {
    const { port } = server.address() as AddressInfo;
    allowConsoleErrors(page, /Failed to load resource|Refused to (execute script|apply style)/);
    await page.goto(`http://localhost:${port}/moti/`);
    const banner = page.locator(BANNER);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner).toContainText('Current configured baseUrl = /');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/moti/');

    // Only the home path carries the check; other pages still show their server-rendered text.
    await page.goto(`http://localhost:${port}/moti/installation`);
    await expect(page.locator('article h1')).toHaveText('Installation');
    await expect(page.locator(BANNER)).toHaveCount(0);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('with the right base URL the home path shows no warning', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator(BANNER)).toHaveCount(0);
});

// The page scripts start after the first paint, so DOMContentLoaded comes before them; the check
// waits for them (patches/@docusaurus+core+*.patch). Held well past that event, they still count.
test('a home page whose scripts arrive after DOMContentLoaded shows no warning', async ({ page }) => {
  const held: Route[] = [];
  await page.route(/\/assets\/js\/main\.[^/]+\.js$/, (route) => {
    held.push(route);
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => held.length, { message: 'main.js was requested and held' }).toBe(1);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(page.locator(BANNER)).toHaveCount(0);
  await Promise.all(held.map((route) => route.continue()));
  await waitForHydration(page);
  await expect(page.locator(BANNER)).toHaveCount(0);
});
