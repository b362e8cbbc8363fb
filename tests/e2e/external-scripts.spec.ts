import { test, expect } from './fixtures';

test('the analytics and playground scripts are in the page, loading async', async ({ page }) => {
  await page.goto('/');
  for (const host of ['cdn.splitbee.io', 'snack.expo.dev']) {
    const script = page.locator(`script[src*="${host}"]`);
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('async', /.*/);
  }
});
