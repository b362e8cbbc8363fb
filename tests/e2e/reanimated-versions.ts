import type { Locator } from '@playwright/test';
import {
  inPageVersion,
  reanimatedRuntimes,
  reanimatedVersions,
  type ReanimatedVersion,
} from '../../src/data/reanimated-versions';
import { needsReanimated4 } from '../../src/components/LiveExample/version-notes';
import { expect } from './fixtures';

// The Reanimated versions every live example and claim runs on, one after the other in one page.
export { inPageVersion, reanimatedRuntimes, reanimatedVersions, type ReanimatedVersion };

/** The versions an example runs on: a 4-only example stays on 4 (tests/e2e/css-animations.spec.ts checks its note). */
export const versionsOf = (name: string): ReanimatedVersion[] => (needsReanimated4(name) ? [4] : reanimatedVersions);

/** The version whose frame an example loads only when the reader picks it. */
export const otherVersion = reanimatedVersions.find((version) => version !== inPageVersion)!;

/**
 * How long an example may take to show its first mount, which waits for its runtime to download and
 * run. A sandboxed frame's document carries its whole runtime inline (0.9 MB of script): 1.0 to 1.8 s
 * from the pick on an idle machine here, and once over the 10 s of a plain expect in a run of
 * `npm test` beside a second build (both cores full). On the page, the first example loads the
 * runtime chunk (0.32 MB of script): the second run of `npm run test:load -- --busy 1` (load
 * average 25) saw /moti-or-css-animations' examples all still "Loading the example…" after 10 s.
 */
export const runtimeLoad = { timeout: 30_000 };

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
  await expect(mountedIn(example, version)).toBeVisible(runtimeLoad);
  return renderRoot(example, version);
}
