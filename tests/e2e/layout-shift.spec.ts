import { test, expect, allowConsoleErrors, waitForHydration } from './fixtures';
import { docRoutes } from './routes';
import { blockStorage, storageThrows } from './failures-helpers';

// Every route, loaded once on a phone with browser storage blocked, answers for two things:
// - CLS ≤ 0.02. Lighthouse measures it in the benchmark; this keeps it from regressing between
//   runs, on a phone, where the page reflows the most. Shifts that follow a reader's input are not
//   layout instability, as in the CLS definition.
// - The page renders, hydrates and starts its examples when touching storage throws, as in a
//   sandboxed frame or under strict privacy settings (the fixture fails the test on any error that
//   escapes). A first visit reads nothing from storage either, so blocking it changes no layout:
//   one load checks both.
declare global {
  interface Window {
    layoutShift: number;
  }
}

// As Lighthouse loads a page: a phone, motion allowed.
test.use({ viewport: { width: 412, height: 823 } });
test.describe.configure({ timeout: 60_000 });

const notFound = '/no/such-page';

for (const route of [...docRoutes, notFound]) {
  test(`${route} renders and hydrates without storage, and does not shift while it loads`, async ({ page }) => {
    allowConsoleErrors(page, /status of 404/);
    await blockStorage(page);
    await page.addInitScript(() => {
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) window.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible();
    await waitForHydration(page);
    expect(await storageThrows(page), 'the test really blocks storage').toBe(true);
    await page.waitForLoadState('networkidle');
    // Late arrivals: the live examples that started (Runner marks each start), and the not-found
    // page's search suggestions.
    const started = await page.evaluate(() => performance.getEntriesByName('live-example-start').length);
    await expect(page.locator('[data-live-example-root] > *')).toHaveCount(started);
    if (route === notFound) await expect(page.getByRole('navigation', { name: 'Pages that may match' })).toBeVisible();
    // Two frames: a shift that the last arrival made has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.layoutShift)).toBeLessThanOrEqual(0.02);
  });
}

test('the not-found page offers its suggestions once, after the way to search', async ({ page }) => {
  allowConsoleErrors(page, /status of 404/);
  await page.goto('/api/motifyy');
  const offers = page.getByRole('navigation', { name: 'Pages that may match' });
  await expect(offers).toHaveCount(1);
  await expect(page.locator('main p', { hasText: 'Looking for something specific?' })).toBeVisible();
});
