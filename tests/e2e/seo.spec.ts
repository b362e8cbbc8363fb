import { test, expect } from './fixtures';

// The other tags search engines read are in the served pages: tests/http/seo.spec.ts checks them.
test('search result pages ask not to be indexed; the search page itself may be', async ({ page }) => {
  const search = await page.request.get('/search');
  expect(search.status()).toBe(200);
  expect(await search.text()).not.toContain('noindex');
  await page.goto('/search?q=animate');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});
