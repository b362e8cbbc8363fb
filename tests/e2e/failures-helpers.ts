import { expect, type Page } from '@playwright/test';
import type { TestHooksFlags } from '../../src/components/TestHooks';

/** Route and lazy chunks that webpack loads on demand (the entry files load with the HTML). */
export const isChunkUrl = (url: URL) => /^\/assets\/js\/(?!runtime~main|main\.).+\.js$/.test(url.pathname);

export const sidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"]');

/** React has taken over the server-rendered page: links navigate client-side from now on. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Mount the test-only part (src/components/TestHooks) on every page this test opens. */
export async function enableTestHooks(page: Page, flags: TestHooksFlags = {}) {
  await page.addInitScript((initial) => {
    window.__MOTI_TEST_HOOKS__ = initial;
  }, flags);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The last `h2` of a page's article: far enough down that scrolling to it moves the page. */
export async function lastHeadingId(page: Page) {
  const id = await page.locator('article h2[id]').last().getAttribute('id');
  expect(id, 'the page has a heading with an id').toBeTruthy();
  return id!;
}
