import type { Page } from '@playwright/test';
import { test, expect, overlayEntry, waitForHydration } from './fixtures';

// On a phone, Back is how a reader closes an overlay: it must close the search or the menu and keep
// the page, and an overlay closed another way must leave Back to the page before, as without it.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const before = '/installation';
const route = '/animations';
const searchModal = (page: Page) => page.locator('.DocSearch-Modal');
const menu = (page: Page) => page.locator('.navbar-sidebar');

/** Opens `route` with `before` one Back behind it, scrolled down into the page. */
async function openPage(page: Page) {
  await page.goto(before);
  await page.goto(route);
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.waitForFunction(() => window.scrollY === 1200);
}

async function openSearch(page: Page) {
  await page.locator('.DocSearch-Button').tap();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await overlayEntry(page);
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
  // The menu's code loads on the first tap: a ceiling for a busy machine.
  await expect(menu(page).getByRole('link', { name: 'Installation' })).toBeVisible({ timeout: 30_000 });
  await overlayEntry(page);
}

const back = (page: Page) => page.evaluate(() => window.history.back());

/** Back closed the overlay: the reader is still on `route`, where they were. */
async function expectPageKept(page: Page) {
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  // Give a wrong navigation the time to land: the next Back must still leave for `before`.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(1200);
}

/** The overlay is closed and has left no history entry: Back goes to the page before. */
async function expectBackLeaves(page: Page) {
  await back(page);
  await expect(page).toHaveURL(new RegExp(`${before}$`));
}

test('Back closes the search modal and keeps the page and its place', async ({ page }) => {
  await openPage(page);
  await openSearch(page);
  await back(page);
  await expect(searchModal(page)).toHaveCount(0);
  await expectPageKept(page);
  await expectBackLeaves(page);
});

test('Escape still closes the search, and Back then leaves the page as usual', async ({ page }) => {
  await openPage(page);
  await openSearch(page);
  await page.keyboard.press('Escape');
  await expect(searchModal(page)).toHaveCount(0);
  await expectPageKept(page);
  await expectBackLeaves(page);
});

test('Back closes the menu and keeps the page and its place', async ({ page }) => {
  await openPage(page);
  await openMenu(page);
  await back(page);
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expectPageKept(page);
  await expectBackLeaves(page);
});

test('the menu closed by its close button leaves Back to the page before', async ({ page }) => {
  await openPage(page);
  await openMenu(page);
  await page.getByRole('button', { name: 'Close navigation bar' }).tap();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expectPageKept(page);
  await expectBackLeaves(page);
});

test('a page opened from the menu is one Back away from the page the menu was opened on', async ({ page }) => {
  await openPage(page);
  await openMenu(page);
  await menu(page).getByRole('link', { name: 'Compatibility' }).tap();
  await expect(page).toHaveURL(/\/compatibility$/);
  await back(page);
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await expectBackLeaves(page);
});

/** "On this page" on a phone: above the title, so the reader opens it from the top of the page. */
async function openTableOfContents(page: Page) {
  await page.goto(before);
  await page.goto(route);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'On this page' }).tap();
  await expect(page.locator('.theme-doc-toc-mobile').getByRole('link').first()).toBeVisible();
}

test('the open table of contents takes the whole row and says it is open', async ({ page }) => {
  await openTableOfContents(page);
  await expect(page.getByRole('button', { name: 'On this page' })).toHaveAttribute('aria-expanded', 'true');
  const [list, row] = await page
    .locator('.theme-doc-toc-mobile')
    .evaluate((toc) => [toc.getBoundingClientRect().width, toc.parentElement!.getBoundingClientRect().width]);
  expect(list).toBeCloseTo(row, 0);
});

test('Back closes the open table of contents and keeps the page', async ({ page }) => {
  await openTableOfContents(page);
  await back(page);
  await expect(page.locator('.theme-doc-toc-mobile').getByRole('link')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expectBackLeaves(page);
});

test('the table of contents closed by its button leaves Back to the page before', async ({ page }) => {
  await openTableOfContents(page);
  await page.getByRole('button', { name: 'On this page' }).tap();
  await expect(page.locator('.theme-doc-toc-mobile').getByRole('link')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await expectBackLeaves(page);
});
