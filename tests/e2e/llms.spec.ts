import type { Page } from '@playwright/test';
import { test, expect, allowConsoleErrors, isLocalUrl, waitForHydration } from './fixtures';

const COPIED = 'Copied the page as Markdown.';

const control = (page: Page) => page.getByRole('group', { name: 'Page as Markdown' });

test.describe('the "Copy page" control', () => {
  test('copies the page’s Markdown to the clipboard and confirms it', async ({ page, context, baseURL, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/installation');
    const button = page.getByRole('button', { name: 'Copy page' });
    const status = control(page).getByRole('status');
    await waitForHydration(page);
    await button.click();
    await expect(status).toHaveText(COPIED);
    const expected = await (await request.get('/installation.md')).text();
    expect(expected).toMatch(/^# Installation\n/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    // The confirmation goes away by itself.
    await expect(status).toBeEmpty({ timeout: 6000 });
  });

  test('works from the keyboard and links to the Markdown copy', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/api/props');
    const button = page.getByRole('button', { name: 'Copy page' });
    await waitForHydration(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(control(page).getByRole('status')).toContainText(COPIED);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Props\n/);
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/api/props.md');
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/api/props.md');
  });

  test('says so when the browser refuses the clipboard', async ({ page }) => {
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.assign(navigator.clipboard, { write: refuse, writeText: refuse });
    });
    await page.goto('/installation');
    const button = page.getByRole('button', { name: 'Copy page' });
    await waitForHydration(page);
    await button.click();
    await expect(control(page).getByRole('status')).toHaveText(/refused access to the clipboard.*View as Markdown/);
  });

  test('says so when the Markdown cannot be loaded', async ({ page }) => {
    allowConsoleErrors(page, /Failed to load resource/);
    await page.route('**/installation.md', (route) => route.abort('connectionfailed'));
    await page.goto('/installation');
    const button = page.getByRole('button', { name: 'Copy page' });
    await waitForHydration(page);
    await button.click();
    await expect(control(page).getByRole('status')).toHaveText(/could not be loaded/);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`is server-rendered in place: no shift on hydration at ${viewport.width} px`, async ({ browser, page }) => {
      const place = () => {
        const bar = document.querySelector('[role="group"][aria-label="Page as Markdown"]')!.getBoundingClientRect();
        const article = document.querySelector('article')!.getBoundingClientRect();
        const title = document.querySelector('article h1')!.getBoundingClientRect();
        return [bar.top - article.top, bar.left - article.left, bar.width, bar.height, title.top - article.top];
      };
      const staticContext = await browser.newContext({ javaScriptEnabled: false, viewport });
      await staticContext.route(
        (url) => !isLocalUrl(url.href),
        (route) => route.abort('blockedbyclient'),
      );
      const staticPage = await staticContext.newPage();
      await staticPage.goto(`${process.env.E2E_BASE_URL}/installation`);
      const before = await staticPage.evaluate(place);
      await staticContext.close();

      await page.setViewportSize(viewport);
      await page.goto('/installation');
      await waitForHydration(page);
      const after = await page.evaluate(place);
      after.forEach((value, index) => expect(value, `measure ${index}`).toBeCloseTo(before[index], 0));
    });
  }
});

test.describe('the Markdown copies in the browser', () => {
  test('the View as Markdown link opens the copy in the browser', async ({ page }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'View as Markdown' }).click();
    await expect(page).toHaveURL(/\/installation\.md$/);
    await expect(page.locator('body')).toContainText('# Installation');
  });
});
