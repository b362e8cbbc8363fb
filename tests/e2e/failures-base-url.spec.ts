import type { AddressInfo } from 'node:net';
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
    // The page is still open: close waits for every connection to end, and a request the browser
    // still had going held it past the test's 60 s once, on a busy machine.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test('with the right base URL the home path shows no warning', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator(BANNER)).toHaveCount(0);
});
