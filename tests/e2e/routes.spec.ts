import { test, expect, allowConsoleErrors } from './fixtures';
import { hiddenRoutes, sidebarRoutes } from './routes';
import { MAX_QUERY_LENGTH } from '../../src/search/constants';

// Each route's status, heading and title: crawl.spec.ts, on the one load of each page.

test('the sidebar lists its pages in category order and hides the unlisted pages', async ({ page }) => {
  await page.goto('/');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const categories = await sidebar.locator('.menu__list-item-collapsible').allInnerTexts();
  expect(categories.map((text) => text.trim())).toEqual([
    'Welcome',
    'Usage',
    'Examples',
    'Hooks',
    'Interactions',
    'Resources',
    'Testing and Storybook',
    'Web',
    'API Reference',
  ]);
  const hrefs = await sidebar
    // Pages and the categories whose label links to their own page; not the labels that only fold.
    .locator('a.menu__link:not([role="button"])')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(hrefs).toEqual(sidebarRoutes);
  for (const hidden of hiddenRoutes) expect(hrefs).not.toContain(hidden);
});

test('an unknown path shows the not-found page with a way home and to search', async ({ page }) => {
  allowConsoleErrors(page, /status of 404/);
  const response = await page.goto('/no/such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such-page')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the docs home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Troubleshooting' })).toHaveAttribute('href', '/troubleshooting');
  await expect(page.getByRole('link', { name: /Search the docs/ })).toHaveAttribute(
    'href',
    '/search?q=no%20such%20page',
  );
});

test('the not-found page of a long path searches for as many of its words as the search box holds', async ({
  page,
}) => {
  allowConsoleErrors(page, /status of 404/);
  await page.goto(`/${'animate-presence-'.repeat(8)}end`);
  const href = await page.getByRole('link', { name: /Search the docs/ }).getAttribute('href');
  const query = new URL(href!, page.url()).searchParams.get('q')!;
  expect(query).toMatch(/^animate presence animate presence/);
  expect(query).toHaveLength(MAX_QUERY_LENGTH);
});

for (const alias of ['/installation.html', '/installation/index.html']) {
  test(`${alias} shows the same page as /installation`, async ({ page }) => {
    const response = await page.goto(alias);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/installation');
    await expect(page.locator('article h1')).toHaveText('Installation');
    await expect(page).toHaveTitle('Installation | Moti');
  });
}
