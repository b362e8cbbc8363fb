import { test, expect, allowConsoleErrors, waitForHydration } from './fixtures';
import { expectNothingRan, hostilePayloads as payloads, sidebar, trapDialogs as trap } from './failures-helpers';

test('markup in the URL hash stays text, on load and when the router scrolls to it', async ({ page }) => {
  const dialogs = trap(page);
  for (const payload of payloads) {
    await page.goto(`/installation#${payload}`);
    await expect(page.locator('article h1')).toHaveText('Installation');
  }
  await waitForHydration(page);
  // A client-side round trip makes the router look the hash up to scroll to it.
  await sidebar(page).getByRole('link', { name: 'Starter', exact: true }).click();
  await expect(page.locator('article h1')).toHaveText('Starter');
  await page.goBack();
  await expect(page.locator('article h1')).toHaveText('Installation');
  await expectNothingRan(page, dialogs);
});

// A cut-off link (`#%E0%A4%A`) made Docusaurus's scroll-to-hash throw on Back: see
// src/client-modules/safe-url.ts.
test('a malformed escape in the hash does not crash the page on Back and Forward', async ({ page }) => {
  await page.goto('/installation#%E0%A4%A');
  await waitForHydration(page);
  await sidebar(page).getByRole('link', { name: 'Starter', exact: true }).click();
  await expect(page.locator('article h1')).toHaveText('Starter');
  await page.goBack();
  await expect(page.locator('article h1')).toHaveText('Installation');
  await page.goForward();
  await expect(page.locator('article h1')).toHaveText('Starter');
  await expect(page.getByText('This page crashed')).toHaveCount(0);
});

// `/100%25` reads as `/100%`, which the not-found page once decoded again and crashed on;
// `/guide%E0%A4%A` made Docusaurus's first decodeURI throw, so the page never hydrated.
for (const path of ['/100%25', '/guide%E0%A4%A', '/<img src=x onerror=window.__pwned=1>']) {
  test(`an unknown path with odd escapes or markup shows the not-found page: ${path}`, async ({ page }) => {
    allowConsoleErrors(page, /status of 404/);
    const dialogs = trap(page);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText(/There is no page at/)).toBeVisible();
    await expectNothingRan(page, dialogs);
  });
}

test('10,000 characters of markup in the query string do not break a page', async ({ page }) => {
  const dialogs = trap(page);
  const q = `${payloads.join(' ')} ${'a'.repeat(10_000)}`.slice(0, 10_000);
  await page.goto(`/installation?q=${encodeURIComponent(q)}`);
  await waitForHydration(page);
  await expect(page.locator('article h1')).toHaveText('Installation');
  await expectNothingRan(page, dialogs);
});
