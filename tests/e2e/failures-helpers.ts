import { expect, type Page } from '@playwright/test';

/** Route and lazy chunks that webpack loads on demand (the entry files load with the HTML). */
export const isChunkUrl = (url: URL) => /^\/assets\/js\/(?!runtime~main|main\.).+\.js$/.test(url.pathname);

export const sidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"]');

/** The last `h2` of a page's article: far enough down that scrolling to it moves the page. */
export async function lastHeadingId(page: Page) {
  const id = await page.locator('article h2[id]').last().getAttribute('id');
  expect(id, 'the page has a heading with an id').toBeTruthy();
  return id!;
}

/** Before any script runs, make touching localStorage or sessionStorage throw, as a sandbox does. */
export async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`${name} is blocked by a browser test`, 'SecurityError');
        },
      });
    }
  });
}

/** Whether touching localStorage throws in the page, as `blockStorage` makes it. */
export const storageThrows = (page: Page) =>
  page.evaluate(() => {
    try {
      void window.localStorage;
      return false;
    } catch {
      return true;
    }
  });

/** Payloads that, if they ever ran, would set window.__pwned or open a dialog. */
export const hostilePayloads = [
  '<img src=x onerror="window.__pwned=1">',
  '"><script>window.__pwned=1</script>',
  "'-alert(1)-'",
  'javascript:window.__pwned=1',
  '<svg onload=window.__pwned=1>',
];

/** Records dialogs (alert, confirm) the page opens, dismissing them. */
export function trapDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

export async function expectNothingRan(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => '__pwned' in window), 'no payload ran').toBe(false);
  expect(await page.locator('img[src="x"], svg[onload]').count(), 'no payload element').toBe(0);
  expect(dialogs).toEqual([]);
}
