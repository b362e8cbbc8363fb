import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, allowConsoleErrors, isLocalUrl, waitForHydration } from './fixtures';
import { firstMove, recordedRun, squareShown, startRecording, timeToReach, type Sample } from './motion';
import {
  editor,
  example,
  frameElement,
  frameRoot,
  green,
  name,
  openEditor,
  problem,
  purple,
  route,
  sandboxFrame,
  source,
  stage,
  stageShows,
  withGreen,
} from './live-editor';
import { compressCode } from '../../src/components/LiveExample/editor/code-address';

const previewColour = 'rgb(167, 139, 250)'; // #a78bfa, the designer's square

test.describe('editing a live example', () => {
  test('a changed colour reaches the running example and the address', async ({ page }) => {
    await openEditor(page);
    expect(await stageShows(page, purple)).toBe(true);
    await editor(page).fill(withGreen);
    await expect.poll(() => stageShows(page, green)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`#edit=${name}:`));
  });

  test('a syntax error shows its message and line, and the last good run stays', async ({ page }) => {
    await openEditor(page);
    await editor(page).fill(withGreen);
    await expect.poll(() => stageShows(page, green)).toBe(true);
    const line = withGreen.split('\n').findIndex((text) => text.includes('borderRadius: 24,')) + 1;
    await editor(page).fill(withGreen.replace('borderRadius: 24,', 'borderRadius: 24 24,'));
    await expect(problem(page)).toContainText(`Line ${line}:`);
    await expect(problem(page)).toContainText('Unexpected token');
    expect(await stageShows(page, green)).toBe(true);
  });

  test('an unknown import names the modules the editor provides', async ({ page }) => {
    await openEditor(page);
    await editor(page).fill(
      `import confetti from 'canvas-confetti'\n${source.replace('useState(false)', 'useState(!!confetti)')}`,
    );
    await expect(problem(page)).toContainText('Line 1:');
    await expect(problem(page)).toContainText(
      '"canvas-confetti" cannot be imported here. The editor provides: moti, moti/interactions, moti/skeleton, react, react-native, react-native-reanimated, expo-linear-gradient.',
    );
    expect(await stageShows(page, purple)).toBe(true);
  });

  test('a crash while rendering is reported with its line and the page stays up', async ({ page }) => {
    allowConsoleErrors(page, /The square broke/);
    await openEditor(page);
    const lines = source.split('\n');
    const line = lines.findIndex((text) => text.includes('const [grown')) + 1;
    lines.splice(line, 0, "  if (!grown) throw new Error('The square broke')");
    await editor(page).fill(lines.join('\n'));
    await expect(problem(page)).toContainText(`Line ${line + 1}: The square broke`);
    expect(await stageShows(page, purple)).toBe(true);
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  });

  test('a loop that never ends is stopped with its line, and the page keeps answering', async ({ page }) => {
    allowConsoleErrors(page, /A loop ran for more than 1 second/);
    await openEditor(page);
    const lines = source.split('\n');
    const line = lines.findIndex((text) => text.includes('const [grown')) + 1;
    lines.splice(line, 0, '  while (true) {}');
    await editor(page).fill(lines.join('\n'));
    await expect(problem(page)).toContainText(`Line ${line + 1}: A loop ran for more than 1 second`);
    expect(await stageShows(page, purple)).toBe(true);
    await expect(page).not.toHaveURL(/#edit=/);
    await example(page).getByRole('button', { name: 'Reset' }).click();
    await expect(editor(page)).toHaveValue(source);
    await expect(problem(page)).toBeEmpty();
  });

  test('Reset brings back the original code, example and address', async ({ page }) => {
    await openEditor(page);
    await editor(page).fill(withGreen);
    await expect.poll(() => stageShows(page, green)).toBe(true);
    await example(page).getByRole('button', { name: 'Reset' }).click();
    await expect(editor(page)).toHaveValue(source);
    await expect.poll(() => stageShows(page, purple)).toBe(true);
    await expect(page).not.toHaveURL(/#edit=/);
  });

  test('a shared address opens the edited code, which runs once the reader presses Run', async ({ page, browser }) => {
    await openEditor(page);
    await editor(page).fill(withGreen);
    await expect(page).toHaveURL(new RegExp(`#edit=${name}:`));
    const shared = await browser.newPage();
    await shared.goto(page.url());
    await waitForHydration(shared);
    await expect(editor(shared)).toHaveValue(withGreen);
    await example(shared).getByRole('button', { name: 'Run' }).click();
    await example(shared).scrollIntoViewIfNeeded();
    await expect.poll(() => stageShows(shared, green)).toBe(true);
    await shared.close();
  });

  test('a damaged address opens the original with a note', async ({ page }) => {
    await page.goto(`${route}#edit=${name}:NoSuchCode`);
    await waitForHydration(page);
    await expect(example(page).getByRole('note')).toContainText('could not be read');
    await expect(editor(page)).toHaveCount(0);
    await expect(example(page).locator('pre')).toContainText("backgroundColor: '#8b5cf6'");
  });

  test('the editor is reached, used and left from the keyboard', async ({ page }) => {
    await page.goto(route);
    await waitForHydration(page);
    const edit = example(page).getByRole('button', { name: 'Edit' });
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(editor(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(editor(page)).toBeFocused();
    await expect(editor(page)).toHaveValue(/^ {2}/);
    await page.keyboard.press('Escape');
    await expect(edit).toBeFocused();
    await expect(edit).toHaveAttribute('aria-pressed', 'true');
  });

  test('pages fetch no editor code until Edit is wanted', async ({ page }) => {
    const scripts: string[] = [];
    const frames: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() !== page.mainFrame())
        frames.push(new URL(request.url()).pathname);
      if (request.resourceType() === 'script' && isLocalUrl(request.url()))
        scripts.push(new URL(request.url()).pathname);
    });
    const editorCode = (pathname: string) => {
      const body = readFileSync(path.join('build', pathname), 'utf8');
      return body.includes('Error transforming') || body.includes('compressToEncodedURIComponent');
    };
    await page.goto(route);
    await waitForHydration(page);
    await example(page).scrollIntoViewIfNeeded();
    await expect(stage(page).locator('[data-live-example-root] > *').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(editorCode)).toEqual([]);
    await example(page).getByRole('button', { name: 'Edit' }).hover();
    await expect.poll(() => scripts.filter(editorCode).length).toBeGreaterThan(0);
    // The sandboxed frame comes only with the press of Edit, not with the intent.
    expect(frames).toEqual([]);
    await example(page).getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => frames).toEqual(['/live-example-frame']);
  });
});

test.describe('the sandbox of edited code', () => {
  test('the stage keeps its size, background and font, and Replay runs the edited code again', async ({ page }) => {
    await page.goto(route);
    await waitForHydration(page);
    await example(page).scrollIntoViewIfNeeded();
    await expect(stage(page).locator('[data-live-example-root] > *').first()).toBeVisible();
    const before = await stage(page).boundingBox();
    const look = await stage(page).evaluate((element) => ({
      background: getComputedStyle(element).backgroundColor,
      font: getComputedStyle(element).fontFamily,
    }));
    await example(page).getByRole('button', { name: 'Edit' }).click();
    await expect(frameRoot(page).locator(':scope > *').first()).toBeVisible();
    const after = await stage(page).boundingBox();
    expect([after?.width, after?.height]).toEqual([before?.width, before?.height]);
    const inFrame = await frameRoot(page).evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      font: getComputedStyle(document.body).fontFamily,
    }));
    expect(inFrame).toEqual(look);
    expect(await frameElement(page).getAttribute('sandbox')).toBe('allow-scripts');
    const runs = () => page.evaluate(() => performance.getEntriesByName('live-edit-update').length);
    const count = await runs();
    await example(page).getByRole('button', { name: 'Replay' }).click();
    await expect.poll(runs).toBeGreaterThan(count);
    expect(await stageShows(page, purple)).toBe(true);
  });

  test('code from a link waits for Run, then runs in the frame without reaching the page', async ({ page }) => {
    // The sandbox refuses the navigation of the page; Chromium says so in the console.
    allowConsoleErrors(page, /Unsafe attempt to initiate navigation/);
    const hostile = [
      "import { Text } from 'react-native'",
      "document.title = 'Rewritten'",
      "try { localStorage.setItem('written-by-link', 'yes') } catch {}",
      "try { window.parent.document.title = 'Rewritten by the frame' } catch {}",
      "try { top.location.href = 'https://evil.example/' } catch {}",
      "export default function Hostile() { return <Text style={{ color: 'white' }}>The link's code ran</Text> }",
    ].join('\n');
    await page.goto(`${route}#edit=${name}:${compressCode(hostile)}`);
    await waitForHydration(page);
    const title = await page.title();
    await expect(example(page).getByRole('note')).toContainText('This code came from the link you opened');
    await expect(editor(page)).toHaveValue(hostile);
    // Nothing of it runs before Run: the page's own example runs, and no frame exists.
    await expect(stage(page).locator('[data-live-example-root] > *').first()).toBeVisible();
    await expect(frameElement(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('written-by-link'))).toBeNull();

    await example(page).getByRole('button', { name: 'Run' }).click();
    await expect(frameRoot(page).getByText("The link's code ran")).toBeVisible();
    await expect(example(page).getByRole('note')).toHaveCount(0);
    expect(await page.title()).toBe(title);
    expect(await page.evaluate(() => localStorage.getItem('written-by-link'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe(route);
    // Reset returns the original code, in the editor and on the stage.
    await example(page).getByRole('button', { name: 'Reset' }).click();
    await expect(editor(page)).toHaveValue(source);
    await expect.poll(() => stageShows(page, purple)).toBe(true);
  });
});

test.describe('editing with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('edits still run, and axe finds no violation in edit mode', async ({ page }) => {
    await openEditor(page);
    // The frame follows the reader's setting too, so Reanimated jumps to end values there as well.
    expect(await frameRoot(page).evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    await editor(page).fill(withGreen);
    await expect.poll(() => stageShows(page, green)).toBe(true);
    await editor(page).fill(withGreen.replace('borderRadius: 24,', 'borderRadius: 24 24,'));
    await expect(problem(page)).toContainText('Unexpected token');
    await expect(example(page).getByRole('link', { name: /^Open in Snack/ })).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .include(`[data-live-example="${name}"]`)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('transition designer', () => {
  test('each control changes the code to copy, and the plot follows', async ({ page }) => {
    await page.goto('/animations');
    await waitForHydration(page);
    const designer = page.locator('[data-transition-playground]');
    const code = designer.locator('[data-transition-code]');
    const plot = designer.locator('[data-transition-plot] polyline');
    await expect(code).toHaveText("transition={{ type: 'spring' }}");
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
    const designer = page.locator('[data-transition-playground]');
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
    await expect.poll(() => squareShown(preview, previewColour)).toBe(true);
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
    // Each square is timed from the first frame after it mounts, and on a loaded machine its animation
    // may start some frames later (up to 190 ms seen, with two busy loops beside the other jobs). So
    // the start is checked loosely: no frame shows a move before the delay (exact, as that lag only
    // adds), and 5% comes within 350 ms of the preview's: a delay left out, shortened or made much
    // longer fails.
    for (const run of [designed, edited]) expect(firstMove(run)).toBeGreaterThanOrEqual(600);
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
    const designer = page.locator('[data-transition-playground]');
    await designer.locator('[data-transition-preview]').scrollIntoViewIfNeeded();
    await designer.getByLabel('damping').fill('40');
    // The square rests at translateX 160 once the spring has settled.
    await expect
      .poll(() =>
        designer
          .locator('[data-transition-preview]')
          .evaluate((root) =>
            Array.from(root.querySelectorAll('*')).some(
              (el) => getComputedStyle(el).transform === 'matrix(1, 0, 0, 1, 160, 0)',
            ),
          ),
      )
      .toBe(true);
    await designer.getByRole('button', { name: 'Replay' }).click();
    const { violations } = await new AxeBuilder({ page })
      .include('[data-transition-playground]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});
