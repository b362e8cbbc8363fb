import type { Route } from '@playwright/test';
import { test, expect, poll, waitForHydration } from './fixtures';
import { externalScriptHosts } from '../../src/site-settings/external-scripts';

// The analytics script and the Snack embed (src/site-settings/external-scripts.ts) load `async`: a third-party
// host that never answers holds neither the first paint nor the app.
test('the analytics script and the Snack embed load async, and a host that never answers holds nothing', async ({
  page,
}) => {
  const held: Route[] = [];
  await page.route(
    (url) => externalScriptHosts.includes(url.hostname),
    (route) => {
      held.push(route);
    },
  );
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  for (const host of externalScriptHosts) {
    const script = page.locator(`script[src*="${host}"]`);
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('async', /.*/);
  }
  await poll(() => held.length, { message: 'both third-party scripts asked for, still unanswered' }).toBe(2);
  await waitForHydration(page);
  expect(
    await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
  ).toBeGreaterThan(0);
  expect(held).toHaveLength(2);
  await Promise.all(held.map((route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })));
});
