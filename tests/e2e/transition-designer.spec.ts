import AxeBuilder from '@axe-core/playwright';
import { test, expect, poll, waitForHydration } from './fixtures';
import { firstMove, recordedRun, squareShown, startRecording, timeToReach, type Sample } from './motion';
import { editor, frameRoot, green, openEditor, problem, sandboxFrame, withGreen } from './example-editor';

const previewColour = 'rgb(167, 139, 250)'; // #a78bfa, the designer's square

test.describe('transition designer', () => {
  test('each control changes the code to copy, and the plot follows', async ({ page }) => {
    await page.goto('/animations');
    await waitForHydration(page);
    const designer = page.locator('[data-transition-designer]');
    const code = designer.locator('[data-transition-code]');
    const plot = designer.locator('[data-transition-plot] polyline');
    await expect(code).toHaveText(
      "transition={{\n  type: 'spring',\n  damping: 10,\n  stiffness: 100,\n  mass: 1,\n}}",
    );
    const steps: Array<[string, () => Promise<unknown>, string]> = [
      ['damping', () => designer.getByLabel('damping').fill('5'), 'damping: 5'],
      ['stiffness', () => designer.getByLabel('stiffness').fill('300'), 'stiffness: 300'],
      ['mass', () => designer.getByLabel('mass').fill('2'), 'mass: 2'],
      ['velocity', () => designer.getByLabel('velocity').fill('500'), 'velocity: 500'],
      ['overshootClamping', () => designer.getByLabel('overshootClamping').check(), 'overshootClamping: true'],
      ['delay', () => designer.getByLabel('delay').fill('200'), 'delay: 200'],
      ['repeat', () => designer.getByLabel('repeat', { exact: true }).fill('3'), 'repeat: 3'],
      ['repeatReverse', () => designer.getByLabel('repeatReverse').uncheck(), 'repeatReverse: false'],
      ['loop', () => designer.getByLabel('loop').check(), 'loop: true'],
      ['type', () => designer.getByLabel('type').selectOption('timing'), "type: 'timing'"],
      ['duration', () => designer.getByLabel('duration').fill('800'), 'duration: 800'],
      ['easing', () => designer.getByLabel('easing').selectOption('out-back'), 'easing: Easing.out(Easing.back())'],
    ];
    for (const [, change, expected] of steps) {
      const before = await plot.getAttribute('points');
      await change();
      await expect(code).toContainText(expected);
      if (!expected.startsWith('repeatReverse')) await expect(plot).not.toHaveAttribute('points', before ?? '');
    }
    await expect(code).not.toContainText('repeat: 3');
  });

  test("the designer's code, pasted into an example's editor, moves the example as the preview moves", async ({
    page,
  }) => {
    await page.goto('/animations');
    await waitForHydration(page);
    const designer = page.locator('[data-transition-designer]');
    const preview = designer.locator('[data-transition-preview]');
    await preview.scrollIntoViewIfNeeded();
    // Long enough that a frame or two of lateness is small beside it; an asymmetric easing, so that
    // losing it shows.
    await designer.getByLabel('type').selectOption('timing');
    await designer.getByLabel('easing').selectOption('out-cubic');
    await designer.getByLabel('duration').fill('1600');
    await designer.getByLabel('delay').fill('600');
    const code = (await designer.locator('[data-transition-code]').textContent()) ?? '';
    expect(code).toMatch(/duration: 1600[\s\S]*easing: Easing\.out\(Easing\.cubic\)[\s\S]*delay: 600/);
    // Replay must remount a square that is there, not one still loading.
    await poll(() => squareShown(preview, previewColour)).toBe(true);
    await startRecording(preview, {
      colour: previewColour,
      part: 'translateX',
      from: 0,
      to: 160,
    });
    await designer.getByRole('button', { name: 'Replay' }).click();
    const designed = await recordedRun(page, { newerThan: 0 });

    // Chromium pauses the animation frames of a cross-origin frame out of view, and typing scrolls
    // to the editor: a window tall enough for both keeps the example's frame in view throughout.
    await page.setViewportSize({ width: 1280, height: 2000 });
    await openEditor(page);
    const pasted = `import { Easing } from 'react-native-reanimated'\n${withGreen.replace("transition={{ type: 'timing', duration: 600 }}", code)}`;
    expect(pasted).toContain(code);
    await startRecording(frameRoot(page), {
      colour: green,
      part: 'scale',
      from: 0.5,
      to: 1,
    });
    await editor(page).fill(pasted);
    const edited = await recordedRun(await sandboxFrame(page));
    await expect(problem(page)).toBeEmpty();

    // The preview really animated: out-cubic reaches 95% at 63% of the duration, after the delay.
    expect(timeToReach(designed, 0.95)).toBeGreaterThan(1500);
    // Each square is timed from the first frame it is seen in, and on a loaded machine its animation
    // may start some frames later (up to 190 ms seen, with two busy loops beside the other jobs). So
    // the start is checked loosely: no frame shows a move two frames or more before the delay, and 5%
    // comes within 350 ms of the preview's: a delay left out, shortened or made much longer fails.
    // Why two frames: Reanimated 4 times the delay from its own clock, which starts when the
    // animation is started (performance.now(), between frames), and React may commit the square
    // after this frame's sample was read, so the square is first seen a frame later than its clock
    // started. Both together put the first move up to a frame and a fraction early (583.3 ms seen
    // in CI, 35 frames of 16.7 ms), never two frames.
    const oneFrame = 1000 / 60;
    for (const run of [designed, edited]) expect(firstMove(run)).toBeGreaterThan(600 - 2 * oneFrame);
    const start = (run: Sample[]) => timeToReach(run, 0.05);
    expect(Math.abs(start(edited) - start(designed))).toBeLessThan(350);
    // Once moving, both follow the same curve: from 50% to 95% takes the same time. Frame times are
    // exact and crossings interpolated on a smooth part of the curve, so 100 ms is ample (under 30 ms
    // seen) and still catches a duration 400 ms off or a lost easing (170 and 135 ms apart).
    const [want, got] = [designed, edited].map((run) => timeToReach(run, 0.95) - timeToReach(run, 0.5));
    expect(
      Math.abs(got - want),
      `from 50% to 95%: preview ${Math.round(want)} ms, example ${Math.round(got)} ms`,
    ).toBeLessThan(100);
  });

  test('the preview plays real Moti to the end of its track, and axe finds no violation', async ({ page }) => {
    await page.goto('/animations');
    await waitForHydration(page);
    const designer = page.locator('[data-transition-designer]');
    await designer.locator('[data-transition-preview]').scrollIntoViewIfNeeded();
    await designer.getByLabel('damping').fill('40');
    // The square rests at translateX 160 once the spring has settled.
    await poll(() =>
      designer
        .locator('[data-transition-preview]')
        .evaluate((root) =>
          Array.from(root.querySelectorAll('*')).some(
            (el) => getComputedStyle(el).transform === 'matrix(1, 0, 0, 1, 160, 0)',
          ),
        ),
    ).toBe(true);
    await designer.getByRole('button', { name: 'Replay' }).click();
    const { violations } = await new AxeBuilder({ page })
      .include('[data-transition-designer]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});
