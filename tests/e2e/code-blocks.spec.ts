import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Response } from '@playwright/test';
import { WCAG_TAGS } from './axe';
import { test, expect, waitForHydration } from './fixtures';

// The identifiers the build gave a type (src/plugins/code-highlight), named as the code writes them.
const typed = (scope: Page | Locator, name: string) =>
  scope.locator(`xpath=.//span[contains(@class, "twoslash-hover")][text()[1] = "${name}"]`);
const popupOf = (token: Locator) => token.locator('.twoslash-popup-container');
// Moti's own declaration of the prop: `MotiProps<…>.transition?: MotiTransitionProp<…>`.
const MOTI_TRANSITION = /MotiProps<.*>\.transition\?: MotiTransitionProp</s;

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
  await expect(page.locator('article .theme-code-block pre .token-line span[style]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await highlighterLoads()).toEqual([]);
});

test('hovering or focusing transition on /animations shows its type from moti', async ({ page }) => {
  await page.goto('/animations');
  await waitForHydration(page);
  const block = page.locator('article .theme-code-block').filter({ hasNot: page.locator('[data-live-example] *') });
  const token = typed(block.first(), 'transition').first();
  await expect(popupOf(token)).toBeHidden();
  await token.hover();
  await expect(popupOf(token)).toBeVisible();
  await expect(popupOf(token)).toHaveText(MOTI_TRANSITION);
  await page.mouse.move(0, 0);
  await expect(popupOf(token)).toBeHidden();

  // From the keyboard: the name is a tab stop, and a screen reader hears the type as its description.
  await token.focus();
  await expect(token).toBeFocused();
  await expect(popupOf(token)).toBeVisible();
  await expect(token).toHaveAccessibleDescription(MOTI_TRANSITION);
  await page.keyboard.press('Tab');
  await expect(popupOf(token)).toBeHidden();
});

test('a code block with a type shown passes axe, its tokens and popup included', async ({ page }) => {
  await page.goto('/animations');
  await waitForHydration(page);
  const block = page.locator('article .theme-code-block').first();
  const token = typed(block, 'transition').first();
  await token.focus();
  await expect(popupOf(token)).toBeVisible();
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
  const token = typed(page.locator('[data-live-example="hello-world"] pre'), 'transition').first();
  await token.hover();
  await expect(popupOf(token)).toBeVisible();
  await expect(popupOf(token)).toHaveText(MOTI_TRANSITION);
  const hook = typed(page.locator('[data-live-example="hello-world"] pre'), 'MotiView').first();
  await hook.focus();
  await expect(popupOf(hook)).toHaveText(/MotiView/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on a name shows its type, a tap elsewhere hides it', async ({ page }) => {
    await page.goto('/animations');
    await waitForHydration(page);
    const token = typed(page.locator('article .theme-code-block').first(), 'transition').first();
    await token.scrollIntoViewIfNeeded();
    await token.tap();
    await expect(popupOf(token)).toBeVisible();
    await expect(popupOf(token)).toHaveText(MOTI_TRANSITION);
    // The popup stays inside the screen's width.
    const box = (await popupOf(token).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(popupOf(token)).toBeHidden();
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
    .filter({ has: page.locator('.twoslash-hover') })
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
  const tabs = page.locator('.tabs-container').first();
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
  await expect(pre.locator('.token-line span[style]').first()).toBeVisible();
});
