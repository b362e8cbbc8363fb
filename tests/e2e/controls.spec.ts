import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { example, openEditor, route } from './example-editor';
import { docRoutes } from './routes';

const pageActions = (page: Page) => page.getByRole('group', { name: 'Page as Markdown' });

/** Every control of the page's actions and of the open example, by the name a reader sees. */
function controls(page: Page): Array<[string, Locator]> {
  const actions = pageActions(page);
  const live = example(page);
  return [
    ['Copy page', actions.getByRole('button', { name: 'Copy page' })],
    ['View as Markdown', actions.getByRole('link', { name: 'View as Markdown' })],
    ['Ask an assistant', actions.locator('summary', { hasText: 'Ask an assistant' })],
    ['Runs on Reanimated', live.getByLabel('Runs on Reanimated')],
    ['Edit', live.getByRole('button', { name: 'Edit' })],
    ['Replay', live.getByRole('button', { name: 'Replay' })],
    ['Reset', live.getByRole('button', { name: 'Reset' })],
    ['Copy', live.getByRole('button', { name: 'Copy', exact: true })],
    ['Open in Snack', live.getByRole('link', { name: /^Open in Snack/ })],
  ];
}

/** What the one button style fixes: the box and its type. Colours are compared separately. */
const shape = (element: Element) => {
  const style = getComputedStyle(element);
  return {
    height: Math.round(element.getBoundingClientRect().height),
    borderWidth: style.borderTopWidth,
    borderStyle: style.borderTopStyle,
    borderRadius: style.borderTopLeftRadius,
    fontSize: style.fontSize,
    fontWeight: style.fontWeight,
    textDecoration: style.textDecorationLine,
  };
};

const colours = (element: Element) => {
  const style = getComputedStyle(element);
  return { color: style.color, background: style.backgroundColor, border: style.borderTopColor };
};

test('every control of a page and of its live example has the one button style', async ({ page }) => {
  await openEditor(page);
  const expected = await controls(page)[0][1].evaluate(shape);
  const restingColours = await controls(page)[0][1].evaluate(colours);
  for (const [name, control] of controls(page)) {
    await expect(control, name).toBeVisible();
    expect(await control.evaluate(shape), name).toEqual(expected);
    // The pressed Edit says so with its colour; a disabled Reset keeps its colours and fades.
    if (name !== 'Edit') expect(await control.evaluate(colours), name).toEqual(restingColours);
  }
  await expect(example(page).getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'true');
  expect(await example(page).getByRole('button', { name: 'Edit' }).evaluate(colours)).not.toEqual(restingColours);
  const reset = example(page).getByRole('button', { name: 'Reset' });
  await expect(reset).toBeDisabled();
  expect(Number(await reset.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(1);
});

test('every control shows the same focus ring when reached from the keyboard', async ({ page }) => {
  await openEditor(page);
  const rings = new Set<string>();
  for (const [name, control] of controls(page)) {
    if (name === 'Reset') continue; // disabled until the code changes, so not focusable
    await control.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(control, name).toBeFocused();
    const ring = await control.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`;
    });
    expect(ring, name).toMatch(/^solid [1-9]/);
    rings.add(ring);
  }
  expect([...rings]).toHaveLength(1);
});

for (const width of [390, 1280]) {
  test(`the example's toolbar keeps its height, and the example its place, when Edit is pressed (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(route);
    await waitForHydration(page);
    const toolbar = example(page).getByText('Live example', { exact: true }).locator('..');
    const stage = example(page).getByRole('region');
    await stage.scrollIntoViewIfNeeded();
    const box = async () => {
      const [toolbarBox, stageTop] = await Promise.all([
        toolbar.evaluate((element) => element.getBoundingClientRect().height),
        stage.evaluate((element) => element.getBoundingClientRect().top + window.scrollY),
      ]);
      return { toolbarHeight: Math.round(toolbarBox), stageTop: Math.round(stageTop) };
    };
    const closed = await box();
    await example(page).getByRole('button', { name: 'Edit' }).click();
    await expect(example(page).getByRole('button', { name: 'Reset' })).toBeVisible();
    expect(await box()).toEqual(closed);
  });
}

test('"Copied" is seen over the open "Ask an assistant" menu', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/installation');
  await waitForHydration(page);
  await pageActions(page).getByText('Ask an assistant', { exact: true }).click();
  await expect(
    pageActions(page)
      .getByRole('link', { name: /^Open in / })
      .first(),
  ).toBeVisible();
  await pageActions(page).getByRole('button', { name: 'Copy page' }).click();
  const status = pageActions(page).getByRole('status');
  await expect(status).toHaveText('Copied the page as Markdown.');
  // Whatever is drawn at the middle of the message is the message.
  const onTop = await status.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(left + width / 2, top + height / 2));
  });
  expect(onTop).toBe(true);
});

/** WCAG 2 contrast of two colours written as `rgb(…)` or `rgba(…)`, the first laid over the second. */
function contrastOver(foreground: string, background: string, opacity: number): number {
  const parse = (colour: string) => colour.match(/[\d.]+/g)!.map(Number);
  const [br, bg, bb] = parse(background);
  const [fr, fg, fb, fa = 1] = parse(foreground);
  const alpha = fa * opacity;
  const laid = [fr, fg, fb].map((channel, i) => channel * alpha + [br, bg, bb][i] * (1 - alpha));
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(laid), luminance([br, bg, bb])].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test("the announcement bar's close button has at least 3:1 contrast against the bar", async ({ page }) => {
  await page.goto('/installation');
  await waitForHydration(page);
  const bar = page.locator('.theme-announcement-bar');
  const close = bar.getByRole('button', { name: 'Close' });
  await expect(close).toBeVisible();
  const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
  // The cross is drawn in the button's colour (currentColor), faded by the button's opacity.
  const { color, opacity } = await close.evaluate((element) => {
    const style = getComputedStyle(element);
    const stroke = element.querySelector('g, path');
    return { color: stroke ? getComputedStyle(stroke).stroke : style.color, opacity: Number(style.opacity) };
  });
  expect(contrastOver(color, background, opacity)).toBeGreaterThanOrEqual(3);
});

test('no breadcrumb repeats the page it leads to', async ({ browser, baseURL }) => {
  // A ceiling for reading every page on a busy machine.
  test.setTimeout(180_000);
  // The breadcrumbs are in the server's HTML: the document alone shows them, without scripts or styles.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await context.route('**/*', (request) =>
    request.request().resourceType() === 'document' ? request.continue() : request.abort(),
  );
  const page = await context.newPage();
  const repeats: string[] = [];
  for (const docRoute of docRoutes) {
    await page.goto(docRoute, { waitUntil: 'domcontentloaded' });
    const title = (await page.locator('article h1').first().textContent())?.trim();
    const crumbs = (await page.locator('nav[aria-label="Breadcrumbs"] .breadcrumbs__item').allTextContents())
      .map((text) => text.trim())
      .filter(Boolean);
    const above = crumbs.slice(0, -1);
    if (above.includes(title ?? '') || crumbs.some((crumb, i) => crumb === crumbs[i - 1])) {
      repeats.push(`${docRoute}: ${crumbs.join(' › ')}`);
    }
  }
  await context.close();
  expect(repeats).toEqual([]);
});

test("the transition designer's buttons and menus have the one control style of the live examples", async ({
  page,
}) => {
  await openEditor(page);
  const expected = await example(page).getByRole('button', { name: 'Replay' }).evaluate(shape);
  const restingColours = await example(page).getByRole('button', { name: 'Replay' }).evaluate(colours);
  await page.goto('/animations');
  await waitForHydration(page);
  const designer = page.getByRole('region', { name: 'Transition designer' });
  await designer.scrollIntoViewIfNeeded();
  for (const name of ['Copy', 'Replay']) {
    const button = designer.getByRole('button', { name, exact: true });
    await expect(button, name).toBeVisible();
    expect(await button.evaluate(shape), name).toEqual(expected);
    expect(await button.evaluate(colours), name).toEqual(restingColours);
  }
  const menu = designer.getByRole('combobox').first();
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((element) => Math.round(element.getBoundingClientRect().height))).toBe(expected.height);
});
