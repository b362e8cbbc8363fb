import { test, expect, poll, waitForHydration } from './fixtures';
import { lastHeadingId, sidebar } from './failures-helpers';
import type { Page } from '@playwright/test';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** A history entry the router sees, as Back and Forward make: pushState, then popstate. */
async function routerVisit(page: Page, url: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

/** Two frames: time for the router's update and the layout effect that scrolls. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

// A path change scrolls to the top.
test('following a link to a new path scrolls to the top', async ({ page }) => {
  await page.goto('/installation');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 1_500));
  await poll(() => scrollY(page)).toBeGreaterThan(1_000);
  await sidebar(page).getByRole('link', { name: 'Starter', exact: true }).click();
  await expect(page.locator('article h1')).toHaveText('Starter');
  await poll(() => scrollY(page)).toBe(0);
});

// … or to the heading the hash names.
test('going back to a path with a hash scrolls to its heading', async ({ page }) => {
  await page.goto('/installation');
  const id = await lastHeadingId(page);
  await page.goto(`/installation#${id}`);
  await waitForHydration(page);
  await sidebar(page).getByRole('link', { name: 'Starter', exact: true }).click();
  await expect(page.locator('article h1')).toHaveText('Starter');
  await poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page.locator('article h1')).toHaveText('Installation');
  const heading = page.locator(`[id="${id}"]`);
  await poll(() => scrollY(page)).toBeGreaterThan(0);
  await expect(heading).toBeInViewport();
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top, 'the heading is at the top of the viewport').toBeLessThan(200);
});

test('a router visit to another path with a hash scrolls to its heading', async ({ page }) => {
  await page.goto('/installation');
  const id = await lastHeadingId(page);
  await page.goto('/starter');
  await waitForHydration(page);
  await routerVisit(page, `/installation#${id}`);
  await expect(page.locator('article h1')).toHaveText('Installation');
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(0);
});

// A change only in the query part of the address does not scroll.
test('a change of the query string alone does not scroll', async ({ page }) => {
  await page.goto('/installation?tab=one');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 1_200));
  await poll(() => scrollY(page)).toBeGreaterThan(1_000);
  const before = await scrollY(page);

  await routerVisit(page, '/installation?tab=two');
  await settle(page);
  expect(await scrollY(page)).toBe(before);

  // The same kind of visit with a new path does scroll: the router did see these visits.
  await routerVisit(page, '/starter?tab=two');
  await expect(page.locator('article h1')).toHaveText('Starter');
  await poll(() => scrollY(page)).toBe(0);
});
