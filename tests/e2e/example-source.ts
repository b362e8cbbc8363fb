import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const sourceOf = (name: string) => readFileSync(path.join('src', 'examples', `${name}.tsx`), 'utf8');
const normalise = (code: string) => code.replace(/[ \t]+$/gm, '').trim();

/**
 * Every live example on the page shows the code that runs: one highlighted line per line of its
 * source file (src/examples/<name>.tsx), highlighted by the build.
 */
export async function expectExamplesShowTheirSource(page: Page) {
  for (const example of await page.locator('[data-live-example]').all()) {
    const name = (await example.getAttribute('data-live-example')) ?? '';
    await expect(example.locator('pre > code')).toBeVisible();
    // Polled: the code view mounts with the example's component, which may follow the page's hydration.
    const shown = async () =>
      normalise((await example.locator('pre > code > .token-line').allTextContents()).join('\n'));
    await expect.poll(shown, { message: `the source shown by ${name}` }).toBe(normalise(sourceOf(name)));
  }
}
