import type { Locator, Page } from '@playwright/test';
import { test, expect, poll } from './fixtures';
import { runtimeLoad, mountedIn, runOn } from './reanimated-versions';

// What /moti-or-css-animations says a reader sees in its pairs, each written with Moti and with
// Reanimated 4's CSS API, checked in the browser; the shared example checks (replay, animates,
// click and keyboard) run from live-examples.spec.ts.

const route = '/moti-or-css-animations';
const example = (page: Page, name: string) => page.locator(`[data-live-example="${name}"]`).first();

type Look = { time: number; opacity: number; y: number; scale: number; shown: boolean };
declare global {
  interface Window {
    looks?: Look[];
  }
}

/** From now on, records on every frame how the first element of `colour` under `root` looks. */
function recordLooks(root: Locator, colour: string) {
  return root.evaluate((element, wanted) => {
    const looks: Look[] = [];
    window.looks = looks;
    const tick = (time: number) => {
      const target = Array.from(element.querySelectorAll('*')).find(
        (el) => getComputedStyle(el).backgroundColor === wanted,
      );
      if (!target) looks.push({ time, opacity: 0, y: 0, scale: 1, shown: false });
      else {
        const style = getComputedStyle(target);
        const matrix = new DOMMatrixReadOnly(style.transform === 'none' ? undefined : style.transform);
        looks.push({ time, opacity: Number(style.opacity), y: matrix.f, scale: matrix.a, shown: true });
      }
      if (looks.length < 2000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, colour);
}
const looks = (root: Locator) => root.evaluate(() => window.looks ?? []);

async function open(page: Page, name: string) {
  await page.goto(route);
  await example(page, name).getByRole('region').scrollIntoViewIfNeeded();
  await expect(mountedIn(example(page, name), 4)).toBeVisible(runtimeLoad);
  return example(page, name).getByRole('region');
}

for (const name of ['moti-fade-in', 'css-fade-in']) {
  test(`${name}: the card starts hidden and 40 px down, and ends in place at full opacity`, async ({ page }) => {
    const root = await open(page, name);
    await recordLooks(root, 'rgb(14, 165, 233)');
    await example(page, name).getByRole('button', { name: 'Replay' }).click();
    await poll(async () => (await looks(root)).some((look) => look.shown && look.opacity < 0.3 && look.y > 25)).toBe(
      true,
    );
    await poll(async () => (await looks(root)).at(-1)).toMatchObject({ opacity: 1, y: 0 });
  });
}

for (const { name, growsFaster } of [
  { name: 'moti-pulse', growsFaster: false },
  { name: 'css-pulse', growsFaster: true },
]) {
  test(`${name}: the dot loops between its size and 1.4 times it, ${growsFaster ? 'growing faster than it shrinks' : 'growing and shrinking alike'}`, async ({
    page,
  }) => {
    const root = await open(page, name);
    await recordLooks(root, 'rgb(244, 63, 94)');
    // Two full cycles: a trough, a peak, a trough, another peak.
    await poll(async () => (await looks(root)).filter((look) => look.scale > 1.38).length > 0, {
      timeout: 10_000,
    }).toBe(true);
    const isPeak = (look: Look) => look.scale > 1.38;
    const isTrough = (look: Look) => look.scale < 1.02;
    await poll(
      async () => {
        const seen = await looks(root);
        const firstPeak = seen.findIndex(isPeak);
        const nextTrough = seen.findIndex((look, index) => index > firstPeak && isTrough(look));
        return nextTrough > 0 && seen.slice(nextTrough).some(isPeak);
      },
      { timeout: 10_000 },
    ).toBe(true);
    const seen = await looks(root);
    // One cycle, from the frame of the largest scale in the first peak back up to the next.
    const peakAt = (from: number) => {
      const start = seen.findIndex((look, index) => index >= from && isPeak(look));
      let best = start;
      for (let index = start; index < seen.length && isPeak(seen[index]); index += 1)
        if (seen[index].scale > seen[best].scale) best = index;
      return best;
    };
    const first = peakAt(0);
    const troughStart = seen.findIndex((look, index) => index > first && isTrough(look));
    let trough = troughStart;
    for (let index = troughStart; index < seen.length && isTrough(seen[index]); index += 1)
      if (seen[index].scale < seen[trough].scale) trough = index;
    const second = peakAt(trough);
    const shrink = seen[trough].time - seen[first].time;
    const grow = seen[second].time - seen[trough].time;
    if (growsFaster) expect(grow / shrink, `grew in ${grow} ms, shrank in ${shrink} ms`).toBeLessThan(0.7);
    else expect(Math.abs(grow - shrink) / shrink, `grew in ${grow} ms, shrank in ${shrink} ms`).toBeLessThan(0.3);
  });
}

for (const name of ['moti-exit', 'css-exit']) {
  test(`${name}: Dismiss fades the toast out before it is removed`, async ({ page }) => {
    const root = await open(page, name);
    await expect(root.getByText('Saved', { exact: true })).toBeVisible();
    await recordLooks(root, 'rgb(126, 34, 206)');
    await root.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await expect(root.getByText('Saved', { exact: true })).toHaveCount(0);
    const seen = await looks(root);
    // Frames in between full opacity and removal: it faded, it did not vanish at once.
    expect(seen.some((look) => look.shown && look.opacity > 0.1 && look.opacity < 0.9)).toBe(true);
  });
}

test('picking Reanimated 3 moves the Moti example to its frame and keeps the CSS one on Reanimated 4, with a note', async ({
  page,
}) => {
  await open(page, 'css-toggle');
  const css = example(page, 'css-toggle');
  await expect(css.locator('[data-version-note]')).toHaveCount(0);
  await runOn(example(page, 'moti-toggle'), 3);
  await expect(css.getByLabel('Runs on Reanimated')).toHaveValue('3');
  await expect(css.locator('[data-version-note]')).toContainText('keeps running on Reanimated 4');
  await css.getByRole('region').scrollIntoViewIfNeeded();
  const root = css.getByRole('region');
  await expect(root.locator('iframe')).toHaveCount(0);
  // Still the CSS transition, in the page: the switch answers and its knob slides.
  await root.getByRole('switch', { name: 'Lights' }).click();
  await expect(root.getByText('On', { exact: true })).toBeVisible();
});

test('edited CSS code runs in the Reanimated 4 frame, with the CSS API there', async ({ page }) => {
  const root = await open(page, 'css-pulse');
  await expect(root).toBeVisible();
  await example(page, 'css-pulse').getByRole('button', { name: 'Edit' }).click();
  const editor = example(page, 'css-pulse').getByLabel('Code of css-pulse.tsx');
  // A green dot instead of the red one: the frame ran the edit.
  const code = await editor.inputValue();
  await editor.fill(code.replace("'#f43f5e'", "'#22c55e'"));
  const frame = root.frameLocator('iframe[data-live-example-frame="4"]').locator('#example');
  await expect(frame.locator(':scope > *').first()).toBeVisible(runtimeLoad);
  await poll(
    () =>
      frame.evaluate((element) =>
        Array.from(element.querySelectorAll('*')).some(
          (el) =>
            getComputedStyle(el).backgroundColor === 'rgb(34, 197, 94)' &&
            getComputedStyle(el).animationName !== 'none',
        ),
      ),
    runtimeLoad,
  ).toBe(true);
  await expect(example(page, 'css-pulse').locator('[data-edit-problem]')).toHaveText('');
});
