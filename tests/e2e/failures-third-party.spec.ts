import { test, expect, poll, waitForHydration } from './fixtures';
import { sidebar } from './failures-helpers';
import { externalScriptHosts } from '../../src/site-settings/external-scripts';

const HANG_MS = 30_000;
const isThirdParty = (url: URL) => externalScriptHosts.includes(url.hostname);

// The analytics script and the Snack embed are extras. Here both hang for 30 s; blocked
// ones are covered by shell.spec.ts. The page must render, hydrate and navigate long before.
test('the analytics script and the Snack embed, hanging for 30 s, delay neither the first render nor navigation', async ({
  page,
}) => {
  let release = () => {};
  const hang = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, HANG_MS);
    release = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  let answered = 0;
  const handlers: Promise<void>[] = [];
  await page.route(isThirdParty, (route) => {
    const handler = hang.then(async () => {
      answered += 1;
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    handlers.push(handler);
    return handler;
  });

  try {
    await page.goto('/installation', { waitUntil: 'commit' });
    await expect(page.locator('article h1')).toHaveText('Installation');
    await poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    await waitForHydration(page);
    await sidebar(page).getByRole('link', { name: 'Starter', exact: true }).click();
    await expect(page.locator('article h1')).toHaveText('Starter');
    expect(handlers.length, 'both scripts were requested').toBeGreaterThanOrEqual(externalScriptHosts.length);
    expect(answered, 'all of this happened while the scripts still hung').toBe(0);
  } finally {
    // Answer the hung requests now, while the page is open, so that nothing fails afterwards.
    release();
    await Promise.all(handlers);
  }
});
