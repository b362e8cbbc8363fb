import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

// A fact that differs between Reanimated 3 and 4 follows the reader's "Runs on Reanimated" choice:
// the default (4) without script, the stored choice from the first paint, and a switch beside the
// fact that moves nothing on the page.

declare global {
  interface Window {
    /** Layout shifts inside the article since the page started, recent input or not. */
    shifts: { value: number; moved: string[] }[];
    /** How each rendering of the first table fact looked when the parser inserted it. */
    firstSeen: Record<string, string>;
  }
}

const route = '/api/props';
const table = (page: Page) => page.locator('[data-version-fact="springDefaults"]').first();
const rendering = (page: Page, version: 3 | 4) => table(page).locator(`[data-fact-version="${version}"]`);
// Rows only one version has: its rest thresholds for 3.19.5, energyThreshold for 4.8.0.
const onlyIn3 = (page: Page) => rendering(page, 3).getByRole('cell', { name: 'restSpeedThreshold', exact: true });
const onlyIn4 = (page: Page) => rendering(page, 4).getByRole('cell', { name: 'energyThreshold', exact: true });
const followingHeading = (page: Page) => page.getByRole('heading', { name: 'Decay options' });

/** Records layout shifts, and the visibility of each table rendering as the HTML parser adds it. */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    window.shifts = [];
    window.firstSeen = {};
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
      for (const entry of list.getEntries() as Shift[]) {
        // The article's own shifts; the navbar's search hint arrives with hydration on every page.
        const moved = entry.sources
          .map((source) => source.node)
          .filter((node) => node?.parentElement?.closest('article'));
        if (moved.length > 0)
          window.shifts.push({ value: entry.value, moved: moved.map((node) => node!.textContent!.slice(0, 60)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (
            !(node instanceof HTMLElement) ||
            !node.matches('[data-version-fact="springDefaults"] > [data-fact-version]')
          )
            continue;
          window.firstSeen[node.dataset.factVersion!] ??= getComputedStyle(node).visibility;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Two frames: a shift the last change made has been reported. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Forgets the shifts of the page's load, once it has settled, so that what follows measures only what
 * a choice moves (the Copy page bar can still settle at hydration on a busy machine).
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await twoFrames(page);
  await page.evaluate(() => (window.shifts = []));
}

/** Where the fact and the heading after it sit in the document, whatever the scroll. */
const inDocument = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((node) => {
    const { top, left, width, height } = node.getBoundingClientRect();
    return { top: top + window.scrollY, left, width, height };
  });
const box = async (page: Page) => ({
  fact: await inDocument(table(page)),
  next: await inDocument(followingHeading(page)),
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows Reanimated 4.8.0, and its HTML holds both versions, each labelled', async ({ page }) => {
    await page.goto(route);
    await expect(onlyIn4(page)).toBeVisible();
    await expect(rendering(page, 4).getByText('For Reanimated 4.8.0.')).toBeVisible();
    await expect(onlyIn3(page)).toBeHidden();
    await expect(rendering(page, 3).getByText('For Reanimated 3.19.5.')).toHaveCount(1);
  });
});

test('choosing Reanimated 3 shows its facts and moves nothing; a reload keeps it from the first paint', async ({
  page,
}) => {
  await watchFirstPaint(page);
  await page.goto(route);
  await waitForHydration(page);
  await expect(onlyIn4(page)).toBeVisible();
  await table(page).scrollIntoViewIfNeeded();
  const before = await box(page);
  await settled(page);

  await rendering(page, 4).getByRole('button', { name: 'Show Reanimated 3.19.5' }).click();
  await expect(onlyIn3(page)).toBeVisible();
  await expect(onlyIn4(page)).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-reanimated', '3');
  // The keyboard stays on the switch, now the one of the version shown.
  await expect(rendering(page, 3).getByRole('button', { name: 'Show Reanimated 4.8.0' })).toBeFocused();
  // Every fact of the page follows, the inline ones too.
  await expect(page.locator('[data-version-fact="springOptionGroups"] [data-fact-version="3"]').first()).toBeVisible();
  expect(await box(page)).toEqual(before);
  await twoFrames(page);
  expect(await page.evaluate(() => window.shifts), 'layout shifts in the article after choosing 3').toEqual([]);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-reanimated', '3');
  expect(await page.evaluate(() => window.firstSeen)).toEqual({ 3: 'visible', 4: 'hidden' });
  await waitForHydration(page);
  await expect(onlyIn3(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await twoFrames(page);
  // The stored choice shows from the first paint (firstSeen, above). A reload at a scrolled position
  // on a busy machine can still see the page settle under the reader by a little, as any page may
  // while it loads; the crawl holds every page to this same budget.
  const loadShift = await page.evaluate(() => window.shifts.reduce((sum, shift) => sum + shift.value, 0));
  expect(loadShift, 'layout shift in the article while the page loads').toBeLessThanOrEqual(0.02);
  await settled(page);

  await rendering(page, 3).getByRole('button', { name: 'Show Reanimated 4.8.0' }).click();
  await expect(onlyIn4(page)).toBeVisible();
  await expect(onlyIn3(page)).toBeHidden();
  await twoFrames(page);
  expect(await page.evaluate(() => window.shifts), 'layout shifts in the article after choosing 4').toEqual([]);
});
