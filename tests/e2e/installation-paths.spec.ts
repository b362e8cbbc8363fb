import { test, expect, waitForHydration } from './fixtures';
import { phone } from './fit';

// /installation gives each install path as a tab: a new Expo app first, the others one tap away, and
// `?path=` opens one from a link. Tried as a reader on a phone.
test.use(phone);

const pathTabs = (page: import('@playwright/test').Page) =>
  page.locator('.tabs-container').first().getByRole('tablist').first();

test('the Expo steps show first, and the first animation follows them', async ({ page }) => {
  await page.goto('/installation');
  await waitForHydration(page);
  await expect(pathTabs(page).getByRole('tab', { selected: true })).toHaveText('Expo');
  const expo = page.getByRole('tabpanel', { name: 'Expo' });
  await expect(expo.getByText('npx expo install --fix')).toBeVisible();
  // The other paths' steps are out of the way.
  await expect(page.getByText('npm install react-native-reanimated@4.6')).toBeHidden();
  // The steps end with the card, the first section after the tabs.
  const card = page.locator('.theme-code-block', { hasText: '// src/app/index.tsx' });
  await expect(card).toContainText('from={{ opacity: 0, translateY: 24 }}');
  const top = (selector: string) =>
    page.locator(selector).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const [tabsEnd, cardEnd, next] = [
    await page
      .locator('.tabs-container')
      .first()
      .evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY),
    await card.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY),
    await top('#new-app-on-reanimated-4'),
  ];
  expect(cardEnd).toBeGreaterThan(tabsEnd);
  expect(cardEnd).toBeLessThan(next);
});

test('one tap opens another path, and the address names it', async ({ page }) => {
  await page.goto('/installation');
  await waitForHydration(page);
  await pathTabs(page).getByRole('tab', { name: 'Bare', exact: true }).tap();
  await expect(page).toHaveURL(/\/installation\?path=bare$/);
  await expect(page.getByRole('tabpanel', { name: 'Bare' }).getByText('cd ios && pod install')).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Expo' })).toBeHidden();
});

test('a link with ?path= opens that path at the tabs', async ({ page }) => {
  await page.goto('/installation?path=reanimated-3#versions-that-go-together');
  await waitForHydration(page);
  await expect(pathTabs(page).getByRole('tab', { selected: true })).toHaveText('Reanimated 3');
  const panel = page.getByRole('tabpanel', { name: 'Reanimated 3' });
  await expect(panel.getByText('npm uninstall react-native-worklets')).toBeVisible();
  await expect(page.locator('#versions-that-go-together')).toBeInViewport();
});

// Words of the Bare path's steps that no other tab or page has: search finds them only in that tab.
const bareOnly = 'Gradle links both packages';

/** The reader is at the tabs, on the Bare path, with the text search found shown. */
async function expectBareOpen(page: import('@playwright/test').Page) {
  await expect(page).toHaveURL(/\/installation\?path=bare#versions-that-go-together$/);
  await expect(pathTabs(page).getByRole('tab', { selected: true })).toHaveText('Bare');
  await expect(page.locator('#versions-that-go-together')).toBeInViewport();
  await expect(page.getByRole('tabpanel', { name: 'Bare' }).getByText(bareOnly)).toBeVisible();
}

for (const from of ['/', '/installation']) {
  test(`from ${from}, a search hit inside the Bare tab opens that tab at its section`, async ({ page }) => {
    await page.goto(from);
    await waitForHydration(page);
    await page.locator('.DocSearch-Button').tap();
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await input.fill(bareOnly);
    const hit = page.locator('.DocSearch-Hit a').first();
    // A phone's snippet is five words around the match.
    await expect(hit).toContainText('Gradle links');
    await hit.tap();
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
    await expectBareOpen(page);
  });
}

test('on /search, a hit inside the Bare tab opens that tab at its section', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent(bareOnly)}`);
  await waitForHydration(page);
  const hit = page.locator('main article h2 a').first();
  await expect(page.locator('main article').first()).toContainText('Gradle links');
  await hit.tap();
  await expectBareOpen(page);
});
