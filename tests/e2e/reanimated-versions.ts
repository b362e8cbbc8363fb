import type { Locator } from '@playwright/test';
import {
  inPageVersion,
  reanimatedRuntimes,
  reanimatedVersions,
  type ReanimatedVersion,
} from '../../src/live-example-frame/reanimated-versions';
import { expect } from './fixtures';

// The Reanimated versions every live example and claim runs on, one after the other in one page.
export { inPageVersion, reanimatedRuntimes, reanimatedVersions, type ReanimatedVersion };

/** The version whose frame an example loads only when the reader picks it. */
export const otherVersion = reanimatedVersions.find((version) => version !== inPageVersion)!;

/** The frame's policy and the site's Cross-Origin-Resource-Policy refuse it the pictures under /img/examples. */
export const sitePictureInFrame = /\/img\/examples\/[\w-]+\.svg/;

/** The element an example renders in: its stage on the page, or the body of its version's frame. */
export const renderRoot = (example: Locator, version: ReanimatedVersion): Locator =>
  version === inPageVersion
    ? example.getByRole('region')
    : example.getByRole('region').frameLocator(`iframe[data-live-example-frame="${version}"]`).locator('#example');

/** The example's own first element, once mounted. */
export const mountedIn = (example: Locator, version: ReanimatedVersion): Locator =>
  version === inPageVersion
    ? example.getByRole('region').locator('[data-live-example-root] > *').first()
    : renderRoot(example, version).locator(':scope > *').first();

/** Picks `version` with the example's control (it applies to every example) and waits for it to render. */
export async function runOn(example: Locator, version: ReanimatedVersion): Promise<Locator> {
  await example.getByLabel('Runs on Reanimated').selectOption(String(version));
  // Chromium pauses the animation frames of a cross-origin frame out of view.
  await example.getByRole('region').scrollIntoViewIfNeeded();
  await expect(mountedIn(example, version)).toBeVisible();
  return renderRoot(example, version);
}
