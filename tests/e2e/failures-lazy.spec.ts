import type { Page } from '@playwright/test';
import { test, expect, allowConsoleErrors, waitForHydration } from './fixtures';
import { isChunkUrl } from './failures-helpers';

// The phone menu is a lazily loaded part (src/theme/Navbar/MobileSidebar): its code is fetched on the
// first tap, through the same <LoadBoundary> and lazyWithRetry() as every lazy part of the site.
// Faults come from the browser: the chunks requested after the tap are failed or held back.
const PHONE = { width: 390, height: 800 };
const menuButton = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
const menuLink = (page: Page) => page.locator('.navbar-sidebar').getByRole('link', { name: 'Installation' });

test('a lazily loaded part whose chunk fails shows the error and a Retry that works once the network is back', async ({
  page,
}) => {
  // The failed load is logged by the browser and by React's caught-error report.
  allowConsoleErrors(page, /Failed to load resource|Loading chunk .* failed|ChunkLoadError|LoadError/);
  await page.setViewportSize(PHONE);
  await page.goto('/installation');
  await waitForHydration(page);
  let offline = true;
  await page.route(isChunkUrl, (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));

  await menuButton(page).click();
  const failure = page.getByRole('alert').filter({ hasText: 'This part of the page could not load.' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(/Loading chunk .* failed/);
  // The rest of the page keeps working.
  await expect(page.locator('article h1')).toHaveText('Installation');

  offline = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(menuLink(page)).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('the loader of a slow lazily loaded part shows its spinner only after 200 ms, then the part', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/installation');
  await waitForHydration(page);
  // The chunks are held back until the spinner shows, however long the page takes to get there.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isChunkUrl, async (route) => {
    await held;
    await route.fallback().catch(() => {});
  });
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { __spinnerSeen: seen, __tappedAt: performance.now() });
    new MutationObserver(() => {
      if (!seen.length && document.querySelector('[role="status"][aria-label="Loading"]')) seen.push(performance.now());
    }).observe(document, { subtree: true, childList: true });
  });

  await menuButton(page).click();
  const spinner = page.getByRole('status', { name: 'Loading' });
  await expect(spinner).toBeVisible();
  release();
  await expect(menuLink(page)).toBeVisible();
  await expect(spinner).toHaveCount(0);

  const waited = await page.evaluate(() => {
    const marks = window as unknown as { __spinnerSeen: number[]; __tappedAt: number };
    return marks.__spinnerSeen[0] - marks.__tappedAt;
  });
  expect(waited, 'the spinner waited for the loader delay (ms)').toBeGreaterThanOrEqual(200);
});

// A browser whose IntersectionObserver throws on a live example's stage: the example watches its stage
// with one as it mounts, so the page crashes as it would on any rendering error.
test('a page crash shows the crash screen with its cause chain, and Try again renders the page again', async ({
  page,
}) => {
  allowConsoleErrors(page, /observer refused|The browser's intersection observer broke/);
  await page.addInitScript(() => {
    const observe = IntersectionObserver.prototype.observe;
    Object.assign(window, { __brokenObserver: true });
    IntersectionObserver.prototype.observe = function (target: Element) {
      if (
        (window as unknown as { __brokenObserver: boolean }).__brokenObserver &&
        target.closest('[data-live-example]')
      ) {
        throw new Error("The browser's intersection observer broke.", { cause: new Error('observer refused.') });
      }
      return observe.call(this, target);
    };
  });
  await page.goto('/examples/loop');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
  await expect(page).toHaveTitle('Page Error');
  const main = page.locator('main');
  // The chain: the error that reached the boundary, then its cause.
  await expect(main).toContainText(/The browser's intersection observer broke\.\s+Cause:\s+observer refused\./);
  // The navbar and footer stay, so the reader can leave.
  await expect(page.locator('nav.navbar')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();

  await page.evaluate(() => Object.assign(window, { __brokenObserver: false }));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page).toHaveTitle(/ \| Moti$/);
  await expect(page.locator('[data-live-example]').first()).toBeVisible();
});
