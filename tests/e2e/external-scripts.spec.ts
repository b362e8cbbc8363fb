import { test, expect } from './fixtures';
import { externalScriptHosts } from '../../src/external-scripts';

declare global {
  interface Window {
    thirdPartyAddedAt: Record<string, number>;
  }
}

// scripts/post-build/after-first-paint.mjs adds them once the first content is on screen.
test('the analytics and playground scripts join the page after its first paint, loading async', async ({ page }) => {
  await page.addInitScript((hosts) => {
    window.thirdPartyAddedAt = {};
    new MutationObserver(() => {
      for (const host of hosts) {
        if (!(host in window.thirdPartyAddedAt) && document.querySelector(`script[src*="${host}"]`)) {
          window.thirdPartyAddedAt[host] = performance.now();
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, externalScriptHosts);
  await page.goto('/');
  for (const host of externalScriptHosts) {
    const script = page.locator(`script[src*="${host}"]`);
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('async', /.*/);
  }
  const { firstContentfulPaint, addedAt } = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    addedAt: window.thirdPartyAddedAt,
  }));
  expect(firstContentfulPaint).toBeGreaterThan(0);
  for (const host of externalScriptHosts) expect(addedAt[host]).toBeGreaterThanOrEqual(firstContentfulPaint!);
});
