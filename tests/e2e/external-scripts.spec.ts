import { test, expect } from './fixtures';
import { externalScriptHosts } from '../../src/external-scripts';

declare global {
  interface Window {
    thirdPartyAddedAt: Record<string, number>;
    appRanBefore: Record<string, boolean>;
  }
}

// scripts/post-build/after-first-paint.mjs adds them once the page's own scripts, which wait for the
// first paint, have run.
test('the analytics script and the Snack embed join the page after its first paint and its app, loading async', async ({
  page,
}) => {
  await page.addInitScript((hosts) => {
    window.thirdPartyAddedAt = {};
    window.appRanBefore = {};
    new MutationObserver(() => {
      for (const host of hosts) {
        if (!(host in window.thirdPartyAddedAt) && document.querySelector(`script[src*="${host}"]`)) {
          window.thirdPartyAddedAt[host] = performance.now();
          window.appRanBefore[host] = 'docusaurus' in window;
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
  const { firstContentfulPaint, addedAt, appRanBefore } = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    addedAt: window.thirdPartyAddedAt,
    appRanBefore: window.appRanBefore,
  }));
  expect(firstContentfulPaint).toBeGreaterThan(0);
  for (const host of externalScriptHosts) {
    expect(addedAt[host]).toBeGreaterThanOrEqual(firstContentfulPaint!);
    expect(appRanBefore[host], `the app had started before ${host} was added`).toBe(true);
  }
});
