import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';
import { runtimeLoad } from './reanimated-versions';
import { squareShown } from './motion';

// The live example the editor tests work on, and how to reach its parts.
export const route = '/examples/hello-world';
export const name = 'hello-world';
export const source = readFileSync(path.join('src', 'examples', `${name}.tsx`), 'utf8');
export const purple = 'rgb(139, 92, 246)'; // #8b5cf6, the square in the source
export const green = 'rgb(34, 197, 94)';
export const withGreen = source.replace("'#8b5cf6'", "'#22c55e'");

export const example = (page: Page) => page.locator(`[data-live-example="${name}"]`).first();
export const stage = (page: Page) => example(page).getByRole('region');
export const editor = (page: Page) => example(page).getByLabel(`Code of ${name}.tsx`);
export const problem = (page: Page) => example(page).locator('[data-edit-problem]');

/** The sandboxed frame where edited code runs, as an element of the page. */
export const frameElement = (page: Page) => stage(page).locator('iframe[data-live-example-frame]');
/** The root the frame renders edited code into. */
export const frameRoot = (page: Page) =>
  stage(page).frameLocator('iframe[data-live-example-frame]').locator('#example');

/** The frame itself, to evaluate in its window. */
export async function sandboxFrame(page: Page): Promise<Frame> {
  const frame = await (await frameElement(page).elementHandle())?.contentFrame();
  if (!frame) throw new Error('the stage has no sandboxed frame');
  return frame;
}

/** True once some element of the stage (inside its frame, when edited code runs) has this background colour. */
export const stageShows = async (page: Page, colour: string) =>
  (await frameElement(page).count()) > 0 ? squareShown(frameRoot(page), colour) : squareShown(stage(page), colour);

/** Opens the example's page and its editor, once the example runs. */
export async function openEditor(page: Page, address = route) {
  await page.goto(address);
  await waitForHydration(page);
  await example(page).scrollIntoViewIfNeeded();
  await expect(stage(page).locator('[data-live-example-root] > *').first()).toBeVisible();
  await example(page).getByRole('button', { name: 'Edit' }).click();
  await expect(editor(page)).toBeVisible();
  // The code now runs in the sandboxed frame: wait until it has rendered there.
  await expect(frameRoot(page).locator(':scope > *').first()).toBeVisible(runtimeLoad);
}
