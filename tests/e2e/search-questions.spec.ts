import { test, expect } from './fixtures';
import { openSearch } from './search-helpers';

// Readers arrive with a question, a symptom or an error message, not with the name of an API.
test.describe('the modal answers questions, symptoms and pasted errors', () => {
  test('a question in plain words shows hits, not the no-results screen', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('why does my exit animation not play');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
  });

  test('a query of stop words only shows the no-results screen', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('how do I');
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText('No results for "how do I"');
  });

  test('an error message pasted whole, quotes and parentheses included, finds the page that explains it', async ({
    page,
  }) => {
    const input = await openSearch(page);
    await input.fill("TypeError: Cannot read properties of null (reading 'useRef')");
    const first = page.locator('.DocSearch-Hit a').first();
    await expect(first).toHaveAttribute('href', /^\/installation#react-19$/);
  });
});

test('the modal shows one section per page, so a page matching everywhere leaves room for others', async ({ page }) => {
  const input = await openSearch(page);
  await input.fill('transition');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const pages = await page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(pages.length).toBeGreaterThan(3);
  expect(new Set(pages).size).toBe(pages.length);
});

test('the /search page shows a snippet with the query words marked, under heading hits too', async ({ page }) => {
  await page.goto('/search?q=transition');
  const first = page.locator('article').first();
  await expect(first.locator('h2')).toBeVisible();
  await expect(first.locator('p mark').first()).toBeVisible();
});
