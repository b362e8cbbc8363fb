import { test, expect } from './fixtures';
import { externalScriptHosts } from '../../src/external-scripts';

test('the analytics and playground scripts are in the page, loading async', async ({ page }) => {
  await page.goto('/');
  for (const host of externalScriptHosts) {
    const script = page.locator(`script[src*="${host}"]`);
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('async', /.*/);
  }
});
