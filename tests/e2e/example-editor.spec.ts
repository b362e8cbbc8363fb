import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, poll, allowConsoleErrors, isLocalUrl, waitForHydration } from './fixtures';
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
  source,
  stage,
  stageShows,
  withGreen,
} from './example-editor';
import { compressCode } from '../../src/components/LiveExample/editor/code-address';
import {
  runtimeLoad,
  inPageVersion,
  otherVersion,
  reanimatedRuntimes,
  reanimatedVersions,
} from './reanimated-versions';
import { pictureLoaded } from './live-interactions';

const pickVersion = async (page: Page, version: number) => {
  await example(page).getByLabel('Runs on Reanimated').selectOption(String(version));
  await expect(frameElement(page)).toHaveAttribute('data-live-example-frame', String(version));
  await expect(frameRoot(page).locator(':scope > *').first()).toBeVisible(runtimeLoad);
};

test.describe('editing a live example', () => {
  test('a changed colour reaches the running example and the address, on each Reanimated version', async ({ page }) => {
    await openEditor(page);
    expect(await stageShows(page, purple)).toBe(true);
    await editor(page).fill(withGreen);
    for (const version of reanimatedVersions) {
      await test.step(`on Reanimated ${version}`, async () => {
        await pickVersion(page, version);
        await poll(() => stageShows(page, green)).toBe(true);
        await expect(page).toHaveURL(new RegExp(`#edit=${name}:`));
      });
    }
  });

  test('a syntax error shows its message and line, and the last good run stays', async ({ page }) => {
    await openEditor(page);
    await editor(page).fill(withGreen);
    await poll(() => stageShows(page, green)).toBe(true);
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
    await poll(() => stageShows(page, green)).toBe(true);
    await example(page).getByRole('button', { name: 'Reset' }).click();
    await expect(editor(page)).toHaveValue(source);
    await poll(() => stageShows(page, purple)).toBe(true);
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
    await poll(() => stageShows(shared, green)).toBe(true);
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

  test('pages fetch no editor code until Edit is wanted', async ({ page, buildDir }) => {
    const scripts: string[] = [];
    const frames: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() !== page.mainFrame())
        frames.push(new URL(request.url()).pathname);
      if (request.resourceType() === 'script' && isLocalUrl(request.url()))
        scripts.push(new URL(request.url()).pathname);
    });
    const editorCode = (pathname: string) => {
      const body = readFileSync(path.join(buildDir, pathname), 'utf8');
      return body.includes('Error transforming') || body.includes('compressToEncodedURIComponent');
    };
    await page.goto(route);
    await waitForHydration(page);
    await example(page).scrollIntoViewIfNeeded();
    await expect(stage(page).locator('[data-live-example-root] > *').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(editorCode)).toEqual([]);
    await example(page).getByRole('button', { name: 'Edit' }).hover();
    await poll(() => scripts.filter(editorCode).length).toBeGreaterThan(0);
    // The sandboxed frame comes only with the press of Edit, not with the intent.
    expect(frames).toEqual([]);
    await example(page).getByRole('button', { name: 'Edit' }).click();
    // Edited code runs in the frame of the version the example runs on, which starts as the page's own.
    await poll(() => frames).toEqual([reanimatedRuntimes[inPageVersion].framePath]);
  });
});

test.describe('the sandbox of edited code', () => {
  test(`on Reanimated ${otherVersion} too, code from a link waits for Run: the frame runs the original until then`, async ({
    page,
  }) => {
    await page.goto(`${route}#edit=${name}:${compressCode(withGreen)}`);
    await waitForHydration(page);
    await expect(example(page).locator('[data-link-code-notice]')).toBeVisible();
    await pickVersion(page, otherVersion);
    await poll(() => stageShows(page, purple)).toBe(true);
    expect(await stageShows(page, green)).toBe(false);
    // The address keeps the link's code while it waits.
    await expect(page).toHaveURL(new RegExp(`#edit=${name}:`));
    await example(page).getByRole('button', { name: 'Run' }).click();
    await poll(() => stageShows(page, green)).toBe(true);
  });

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
    await expect(frameRoot(page).locator(':scope > *').first()).toBeVisible(runtimeLoad);
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
    await poll(runs).toBeGreaterThan(count);
    expect(await stageShows(page, purple)).toBe(true);
  });

  test("edited code shows the site's example pictures in the frame", async ({ page }) => {
    const gallery = page.locator('[data-live-example="image-gallery"]').first();
    const original = readFileSync(path.join('src', 'examples', 'image-gallery.tsx'), 'utf8');
    expect(original).toContain("label: 'Sand dunes under a low sun'");
    await page.goto('/examples/image-gallery');
    await waitForHydration(page);
    await gallery.scrollIntoViewIfNeeded();
    await gallery.getByRole('button', { name: 'Edit' }).click();
    await gallery
      .getByLabel('Code of image-gallery.tsx')
      .fill(original.replace("label: 'Sand dunes under a low sun'", "label: 'Dunes in the evening'"));
    const root = gallery.getByRole('region').frameLocator('iframe[data-live-example-frame]').locator('#example');
    await expect(root.getByLabel('Dunes in the evening', { exact: true })).toBeVisible(runtimeLoad);
    await poll(() => pictureLoaded(root, 'Dunes in the evening')).toBe(true);
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
    await poll(() => stageShows(page, purple)).toBe(true);
  });
});

test.describe('editing with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('edits still run, and axe finds no violation in edit mode', async ({ page }) => {
    await openEditor(page);
    // The frame follows the reader's setting too, so Reanimated jumps to end values there as well.
    expect(await frameRoot(page).evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    await editor(page).fill(withGreen);
    await poll(() => stageShows(page, green)).toBe(true);
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
