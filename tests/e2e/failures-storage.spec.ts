import { test, expect, waitForHydration } from './fixtures';
import { blockStorage, storageThrows } from './failures-helpers';
import { MOTI_RELEASE } from '../../src/site-settings/moti-release';

// When browser storage throws, the error is logged and ignored. As in a sandboxed iframe or
// with storage blocked by privacy settings: touching either storage throws, before any script.
// Every route is loaded this way, on a phone, by crawl.spec.ts.
test.beforeEach(({ page }) => blockStorage(page));

test('without storage the announcement bar still closes, and the failure is a console warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await waitForHydration(page);
  expect(await storageThrows(page), 'the test really blocks storage').toBe(true);

  const bar = page.locator('[class*="announcementBar_"]').first();
  await expect(bar).toContainText(`Moti ${MOTI_RELEASE}`);
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
  // Client-side navigation keeps working, and the bar stays closed for this visit.
  await page.locator('article').getByRole('link', { name: 'Installation' }).first().click();
  await expect(page.locator('article h1')).toHaveText('Installation');
  await expect(page.getByText(`Moti ${MOTI_RELEASE} is out`)).toBeHidden();
  expect(
    warnings.some((text) => /browser storage is not available/i.test(text)),
    'logged as a warning',
  ).toBe(true);
  // The fixture fails the test on any console error or uncaught exception: nothing was thrown.
});
