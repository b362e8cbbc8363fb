import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

// axe-core's rules for WCAG 2.0, 2.1 and 2.2, levels A and AA: no violation on any route.
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe's violations on the hydrated page, as a reader meets it, live examples included (they load
 * in the browser only): one line per failing element, readable when something regresses. Run it
 * with reduced motion: mid-fade, an example's text is briefly faint, which is no contrast defect
 * but makes the result depend on timing; Reanimated then jumps straight to the end values.
 */
export async function axeViolations(page: Page) {
  await waitForHydration(page);
  const examples = await page.locator('[data-live-example]').count();
  // They start as they near the viewport.
  for (const stage of await page.locator('[data-live-example] [role="region"]').all())
    await stage.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-live-example-root]')).toHaveCount(examples, { timeout: 30_000 });
  // Legacy mode runs axe in the page itself: the default opens a second, blank page to merge the
  // results of frames, and the pages audited here have none (the editor's frame exists only once Edit
  // is pressed). Only violations are collected: the passes' details are most of axe's work on a long
  // page. Together they make the audit of the longest pages three to five times faster. The tokens
  // of highlighted code are left out: they are most of a long page's elements and their colours come
  // from one palette, whose contrast on the code background and on a highlighted line
  // src/theme-code/code-theme.test.ts checks for every token type (the `pre` around them, scrollable
  // and focusable, is still audited). That makes each audit a fifth faster, 0.1 to 0.3 s a long page.
  const { violations } = await new AxeBuilder({ page })
    .exclude('pre code')
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary}`,
    ),
  );
}
