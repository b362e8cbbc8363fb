import { test, expect, poll, allowConsoleErrors, waitForHydration } from './fixtures';
import { blockStorage, expectNothingRan, hostilePayloads, isChunkUrl, trapDialogs } from './failures-helpers';
import { openSearch } from './search-helpers';
import { MAX_QUERY_LENGTH } from '../../src/search/constants';
import type { Page } from '@playwright/test';

const isSearchIndex = (url: URL) => url.pathname.startsWith('/search-index');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

// The modal's code fails to load (offline after the
// page loaded), then the network comes back.
test('the search modal whose code fails to load shows the error and a Retry that opens it', async ({ page }) => {
  allowConsoleErrors(page, /Failed to load resource|Loading (CSS )?chunk .* failed|ChunkLoadError/);
  await page.goto('/installation');
  await waitForHydration(page);
  let offline = true;
  await page.route(
    (url) => isChunkUrl(url) || isSearchIndex(url),
    (route) => (offline ? route.abort('internetdisconnected') : route.fallback()),
  );

  await page.locator('.DocSearch-Button').click();
  const box = page.getByRole('dialog', { name: 'Search' });
  const failure = box.getByRole('alert');
  await expect(failure).toContainText('This part of the page could not load.');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

  offline = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await input.fill('moti');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(box).toHaveCount(0);
});

test('the failed search modal can be dismissed, and the page goes on working', async ({ page }) => {
  allowConsoleErrors(page, /Failed to load resource|Loading (CSS )?chunk .* failed|ChunkLoadError/);
  await page.goto('/installation');
  await waitForHydration(page);
  await page.route(isChunkUrl, (route) => route.abort('internetdisconnected'));
  await page.locator('.DocSearch-Button').click();
  const box = page.getByRole('dialog', { name: 'Search' });
  await box.getByRole('button', { name: 'Close' }).click();
  await expect(box).toHaveCount(0);
  await expect(page.locator('article h1')).toHaveText('Installation');
});

// When browser storage throws, it is logged and ignored, for search and recent searches.
test('without storage the modal searches, keeps no recent searches, and the /search page works', async ({ page }) => {
  await blockStorage(page);
  const input = await openSearch(page);
  await expect(page.locator('.DocSearch-Modal')).toContainText('No recent searches');
  await input.fill('pitfalls');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#pitfalls/);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toContainText('No recent searches');
  await page.keyboard.press('Escape');

  await page.goto('/search?q=reanimated');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "reanimated"');
  await expect(page.locator('main article').first()).toBeVisible();
});

test('markup and script typed in the search box show as text and never run', async ({ page }) => {
  const dialogs = trapDialogs(page);
  const input = await openSearch(page);
  for (const payload of hostilePayloads) {
    await input.fill(payload);
    await expect(input).toHaveValue(payload.slice(0, MAX_QUERY_LENGTH));
    // Hits for the words of the payload, or the no-results screen quoting it: either is text.
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Dropdown img, .DocSearch-Dropdown script')).toHaveCount(0);
  }
  await expectNothingRan(page, dialogs);
});

test('markup and script in /search?q= show as text and never run', async ({ page }) => {
  const dialogs = trapDialogs(page);
  for (const payload of hostilePayloads) {
    await page.goto(`/search?q=${encodeURIComponent(payload)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${payload}"`);
    await expect(page.getByRole('searchbox')).toHaveValue(payload);
  }
  await waitForHydration(page);
  await expectNothingRan(page, dialogs);
});

test('10,000 characters in /search?q= do not break the page', async ({ page }) => {
  const dialogs = trapDialogs(page);
  const q = `${hostilePayloads.join(' ')} ${'moti '.repeat(2_000)}`.slice(0, 10_000);
  await page.goto(`/search?q=${encodeURIComponent(q)}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Search results for');
  // The page settles on an answer (hits or none) and stays usable.
  await expect(
    page
      .locator('main article')
      .first()
      .or(page.getByText(/No results|no documents/i)),
  ).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('searchbox').fill('reanimated');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "reanimated"');
  await expect(page.locator('main article').first()).toBeVisible();
  await expectNothingRan(page, dialogs);
});

// Typing on /search changes only the query string: the page does not scroll.
test('changing the query on the /search page updates the address without scrolling', async ({ page }) => {
  await page.goto('/search?q=animation');
  await waitForHydration(page);
  await expect(page.locator('main article')).toHaveCount(20);
  await page.evaluate(() => window.scrollTo(0, 300));
  await poll(() => scrollY(page)).toBe(300);
  // As typing does, but without the browser bringing the caret into view.
  await page.getByRole('searchbox').evaluate((input: HTMLInputElement) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, 'animations');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await expect(page).toHaveURL(/\/search\?q=animations$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "animations"');
  await expect(page.locator('main article')).toHaveCount(20);
  expect(await scrollY(page)).toBe(300);
});
