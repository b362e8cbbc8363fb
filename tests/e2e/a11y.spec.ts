import { test, expect, allowConsoleErrors, waitForHydration } from './fixtures';
import { axeViolations } from './axe';

// Every route is audited by axe in crawl.spec.ts, on the same load as its other checks; here, the
// pages and states that the crawl does not reach.
test.use({ reducedMotion: 'reduce' });
// axe takes long on the biggest pages of a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('axe, WCAG 2 A and AA: the not-found page', async ({ page }) => {
  allowConsoleErrors(page, /status of 404/);
  expect((await page.goto('/no/such-page'))?.status()).toBe(404);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('axe, WCAG 2 A and AA, phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const route of ['/', '/installation', '/api/props', '/interactions/use-pressable']) {
    test(route, async ({ page }) => {
      await page.goto(route);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the open navigation menu', async ({ page }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'Installation' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
