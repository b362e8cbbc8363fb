import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, allowConsoleErrors, waitForHydration } from './fixtures';
import { docRoutes } from './routes';

// axe-core's rules for WCAG 2.0, 2.1 and 2.2, levels A and AA: no violation on any route.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function violations(page: Page) {
  // Audit the hydrated page, as a reader meets it.
  await waitForHydration(page);
  // Live examples only load in the browser: audit them too, once each one is running.
  const examples = await page.locator('[data-live-example]').count();
  // They start as they near the viewport.
  for (const example of await page.locator('[data-live-example]').all()) await example.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-live-example-root]')).toHaveCount(examples, { timeout: 30_000 });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  // One line per failing element keeps the report readable when something regresses.
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary}`,
    ),
  );
}

// Live examples animate colours and opacity: mid-fade, text is briefly faint, which is no contrast
// defect but makes axe's result depend on timing. With reduced motion, Reanimated jumps straight
// to the end values, so every example is audited in its final state, deterministically.
test.use({ reducedMotion: 'reduce' });

test.describe('axe, WCAG 2 A and AA, desktop', () => {
  // axe and full-page scrolls take long on the biggest pages of a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  for (const route of docRoutes) {
    test(route, async ({ page }) => {
      expect((await page.goto(route))?.status()).toBe(200);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the not-found page', async ({ page }) => {
    allowConsoleErrors(page, /status of 404/);
    expect((await page.goto('/no/such-page'))?.status()).toBe(404);
    expect(await violations(page)).toEqual([]);
  });

  test('/search', async ({ page }) => {
    expect((await page.goto('/search?q=animate'))?.status()).toBe(200);
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('axe, WCAG 2 A and AA, phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.describe.configure({ timeout: 90_000 });

  for (const route of ['/', '/installation', '/api/props', '/interactions/use-pressable']) {
    test(route, async ({ page }) => {
      await page.goto(route);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the open navigation menu', async ({ page }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'Installation' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
