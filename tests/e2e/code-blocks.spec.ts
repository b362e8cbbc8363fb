import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Response } from '@playwright/test';
import { WCAG_TAGS } from './axe';
import { test, expect, waitForHydration } from './fixtures';

// The names the build gave a type (src/plugins/code-highlight), as the code writes them.
const typed = (scope: Page | Locator, name: string) =>
  scope.locator('.tw').filter({ hasText: new RegExp(`^${name}$`) });
// A name's popup is the tooltip that describes it, there once the block's popups have loaded.
async function popupOf(token: Locator) {
  await expect(token).toHaveAttribute('aria-describedby', /^type-popup-/);
  return token.page().locator(`#${await token.getAttribute('aria-describedby')}`);
}
// Moti's own declaration of the prop: `MotiProps<…>.transition?: MotiTransitionProp<…>`.
const MOTI_TRANSITION = /MotiProps<.*>\.transition\?: MotiTransitionProp</s;
/** /animations, hydrated, and its first code block with a typed `transition`. */
async function transitionBlock(page: Page): Promise<Locator> {
  await page.goto('/animations');
  await waitForHydration(page);
  return page
    .locator('article .theme-code-block')
    .filter({ has: typed(page, 'transition') })
    .first();
}
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

test('code blocks come highlighted from the build and keep their DOM through hydration', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstBlock: Element | null }).firstBlock =
        document.querySelector('.theme-code-block pre');
    });
  });
  await page.goto('/api/props');
  await waitForHydration(page);
  // The copy button only exists once React runs, so its presence means the block is hydrated.
  await expect(page.getByRole('button', { name: 'Copy code to clipboard' }).first()).toBeAttached();
  const sameNode = await page.evaluate(
    () =>
      (window as unknown as { firstBlock: Element | null }).firstBlock ===
      document.querySelector('.theme-code-block pre'),
  );
  expect(sameNode, 'the first code block was not rebuilt after hydration').toBe(true);
  const keyword = page.locator('.theme-code-block pre .token-line span', { hasText: /^import$/ }).first();
  await expect(keyword).toHaveCSS('color', 'rgb(200, 168, 255)');
});

// Prism's core and Shiki's engine, as their bundled code spells them.
const HIGHLIGHTER = /disableWorkerMessageHandler|createHighlighterCore|onig_/;
const isHighlighter = async (response: Response) =>
  response.request().resourceType() === 'script' && HIGHLIGHTER.test(await response.text());

test('no page loads a highlighter, on first load or after a client-side navigation', async ({ page }) => {
  // Reading a body is asynchronous: keep each check, and wait for those of the responses so far.
  const checks: Promise<string | null>[] = [];
  page.on('response', (response) =>
    checks.push(
      isHighlighter(response).then(
        (found) => (found ? response.url() : null),
        () => null, // a body the browser no longer holds (a page left mid-load) is no highlighter of ours
      ),
    ),
  );
  const highlighterLoads = async () => (await Promise.all(checks)).filter(Boolean);
  await page.goto('/installation');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await highlighterLoads()).toEqual([]);

  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Props', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Props' })).toBeVisible();
  await expect(page.locator('article .theme-code-block pre .token-line span.t-k').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await highlighterLoads()).toEqual([]);
});

test('hovering transition on /animations shows its type from moti, and a block is one tab stop whose names the arrow keys reach', async ({
  page,
}) => {
  const block = await transitionBlock(page);
  const pre = block.locator('pre');
  const token = typed(block, 'transition').first();
  await token.hover();
  const popup = await popupOf(token);
  await expect(popup).toBeVisible();
  await expect(popup).toHaveText(MOTI_TRANSITION);
  await expect(popup).toHaveAttribute('role', 'tooltip');
  await page.mouse.move(0, 0);
  await expect(popup).toBeHidden();

  // No name is a tab stop: the block is the only one, and it says how to reach its names.
  await expect(pre.locator('.tw:not([tabindex="-1"]), [tabindex="0"]')).toHaveCount(0);
  await expect(pre).toHaveAttribute('tabindex', '0');
  await expect(pre).toHaveAccessibleDescription(/Press Enter for the types of its names/);
  await pre.focus();
  await page.keyboard.press('Enter');
  await expect(typed(block, '.+').first()).toBeFocused();
  const names = await block.locator('.tw').allTextContents();
  for (let moves = 0; (await focusedText(page)) !== 'transition'; moves++) {
    expect(moves, 'transition reached with the Right arrow').toBeLessThan(names.length);
    await page.keyboard.press('ArrowRight');
  }
  const focused = block.locator('.tw:focus');
  await expect(focused).toHaveAccessibleDescription(MOTI_TRANSITION);
  await expect(await popupOf(focused)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(focused).not.toHaveText('transition');
  await page.keyboard.press('Escape');
  await expect(pre).toBeFocused();
  await expect(popup).toBeHidden();
  // Tab leaves the block, whatever number of names it holds.
  await page.keyboard.press('Tab');
  await expect(pre.locator(':focus')).toHaveCount(0);
  await expect(pre).not.toBeFocused();
});

test('a code block with a type shown passes axe, its tokens and popup included', async ({ page }) => {
  const block = await transitionBlock(page);
  const token = typed(block, 'transition').first();
  await token.hover();
  await expect(await popupOf(token)).toBeVisible();
  // The crawl's audit leaves code tokens out (code-theme.test.ts checks their colours); this one reads them all.
  await block.evaluate((element) => element.setAttribute('data-audited', ''));
  const { violations } = await new AxeBuilder({ page }).include('[data-audited]').withTags(WCAG_TAGS).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
});

test("a live example's source shows the types of its names too", async ({ page }) => {
  await page.goto('/examples/hello-world');
  await waitForHydration(page);
  const source = page.locator('[data-live-example="hello-world"] pre');
  const token = typed(source, 'transition').first();
  await token.hover();
  await expect(await popupOf(token)).toBeVisible();
  await expect(await popupOf(token)).toHaveText(MOTI_TRANSITION);
  await source.focus();
  await page.keyboard.press('Enter');
  await expect(typed(source, '.+').first()).toBeFocused();
  await expect(source.locator('.tw:focus')).toHaveAccessibleDescription(/./);
});

test('a client-side navigation renders coloured, typed blocks too', async ({ page }) => {
  await page.goto('/installation');
  await waitForHydration(page);
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Animations', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Animations/ })).toBeVisible();
  const token = typed(page.locator('article'), 'transition').first();
  await token.hover();
  await expect(await popupOf(token)).toHaveText(MOTI_TRANSITION);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on a name shows its type, a tap elsewhere hides it', async ({ page }) => {
    await page.goto('/animations');
    await waitForHydration(page);
    const token = typed(page.locator('article'), 'transition').first();
    await token.scrollIntoViewIfNeeded();
    await token.tap();
    const popup = await popupOf(token);
    await expect(popup).toBeVisible();
    await expect(popup).toHaveText(MOTI_TRANSITION);
    // The popup stays inside the screen's width.
    const box = (await popup.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(popup).toBeHidden();
  });
});

test('the copy button copies the code of its block, as selecting the block does, without types', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/animations');
  const block = page
    .locator('.theme-code-block')
    .filter({ has: page.locator('.tw') })
    .first();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n').length, 'a block of several lines').toBeGreaterThan(2);
  expect(copied).toContain('transition={{');
  expect(copied).not.toMatch(/MotiTransitionProp/);
  // Selecting the whole block by hand yields the same lines, each on its own line.
  const selected = await block
    .locator('code')
    .first()
    .evaluate((code) => {
      const selection = getSelection()!;
      selection.selectAllChildren(code);
      return selection.toString();
    });
  expect(selected).toBe(copied);
});

test('each package-manager tab controls its own panel, which it names', async ({ page }) => {
  await page.goto('/installation');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // The innermost tabs: the page's path tabs hold package-manager tabs.
  const tabs = page.locator('.tabs-container:not(:has(.tabs-container))').first();
  for (const name of ['Yarn', 'npm']) {
    const tab = tabs.getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = tabs.getByRole('tabpanel', { name, exact: true });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('id', (await tab.getAttribute('aria-controls'))!);
  }
});

test('on a phone, a wide code block offers word wrap and wraps its highlighted lines', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/examples/skeleton');
  const block = page.locator('.theme-code-block').first();
  const pre = block.locator('pre');
  const overflows = () => pre.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(await overflows(), 'the block is wider than a phone').toBe(true);
  const linesBefore = await pre.locator('.token-line').count();
  // The button appears only after hydration, once the block finds that it scrolls sideways.
  await block.hover();
  await block.getByRole('button', { name: 'Toggle word wrap' }).click();
  await expect.poll(overflows).toBe(false);
  expect(await pre.locator('.token-line').count()).toBe(linesBefore);
  await expect(pre.locator('.token-line span.t-k').first()).toBeVisible();
});
