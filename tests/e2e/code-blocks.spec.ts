import { test, expect, waitForHydration } from './fixtures';

test('code blocks keep their server-rendered DOM through hydration, highlighted', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstBlock: Element | null }).firstBlock = document.querySelector('pre.prism-code');
    });
  });
  await page.goto('/api/props');
  await waitForHydration(page);
  // The copy button only exists once React runs, so its presence means the block is hydrated.
  await expect(page.getByRole('button', { name: 'Copy code to clipboard' }).first()).toBeAttached();
  const sameNode = await page.evaluate(
    () => (window as unknown as { firstBlock: Element | null }).firstBlock === document.querySelector('pre.prism-code'),
  );
  expect(sameNode, 'the first code block was not rebuilt after hydration').toBe(true);
  await expect(page.locator('pre.prism-code .token.keyword').first()).toBeVisible();
});

// Prism stays out of the page script: hydration reads the server's tokens back from the page, and
// Prism loads only when a code block first renders in the browser (after a client-side navigation).
const isPrism = async (response: import('@playwright/test').Response) =>
  response.request().resourceType() === 'script' && (await response.text()).includes('disableWorkerMessageHandler');

test('a page with code loads no Prism; a client-side navigation loads it and highlights the new page', async ({
  page,
}) => {
  // Reading a body is asynchronous: keep each check, and wait for those of the responses so far.
  const checks: Promise<string | null>[] = [];
  page.on('response', (response) =>
    checks.push(
      isPrism(response).then(
        (prism) => (prism ? response.url() : null),
        () => null, // a body the browser no longer holds (a page left mid-load) is no Prism of ours
      ),
    ),
  );
  const prismLoads = async () => (await Promise.all(checks)).filter(Boolean);
  await page.goto('/installation');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('pre.prism-code .token:not(.plain)').first()).toBeVisible();
  expect(await prismLoads()).toEqual([]);

  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Props', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/props$/);
  // The address changes at once, but the previous page stays on screen (its code highlighted too)
  // until the new route's chunks have loaded: wait for the new page itself.
  await expect(page.getByRole('heading', { level: 1, name: 'Props' })).toBeVisible();
  await expect(page.locator('article pre.prism-code .token.keyword').first()).toBeVisible();
  expect(await prismLoads()).not.toEqual([]);
});

test('the copy button copies the code of its block, as selecting the block does', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/installation');
  const block = page.locator('.theme-code-block').filter({ hasText: 'babel' }).first();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n').length, 'a block of several lines').toBeGreaterThan(2);
  // Selecting the whole block by hand yields the same lines, each on its own line.
  const selected = await block.locator('code').evaluate((code) => {
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
  const block = page
    .locator('.theme-code-block')
    .filter({ has: page.locator('pre.prism-code') })
    .first();
  const pre = block.locator('pre');
  const overflows = () => pre.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(await overflows(), 'the block is wider than a phone').toBe(true);
  const tokensBefore = await pre.locator('.token').count();
  // The button appears only after hydration, once the block finds that it scrolls sideways.
  await block.hover();
  await block.getByRole('button', { name: 'Toggle word wrap' }).click();
  await expect.poll(overflows).toBe(false);
  expect(await pre.locator('.token').count()).toBe(tokensBefore);
  await expect(pre.locator('.token.keyword').first()).toBeVisible();
});
