import { test, expect, waitForHydration } from './fixtures';
import { axeViolations } from './axe';

// Every route is audited by axe on a phone in crawl.spec.ts, on the same load as its other checks;
// here, the desktop layout (the docs sidebar and the table of contents beside the article, the same
// components on every page) and the states that the crawl does not reach.
test.use({ reducedMotion: 'reduce' });
// axe takes long on the biggest pages of a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test.describe('axe, WCAG 2 A and AA, desktop', () => {
  for (const route of ['/', '/installation', '/api/props', '/interactions/use-pressable']) {
    test(route, async ({ page }) => {
      await page.goto(route);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('axe, WCAG 2 A and AA, phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the open navigation menu', async ({ page }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'Installation' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
