import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { inPageVersion, otherVersion, runOn, type ReanimatedVersion } from './reanimated-versions';

// The reference follows the Reanimated version the reader picks in a live example, and the other way
// round: one choice for the examples and the facts of every page. The note under an example on the
// other version states the same default spring as the page's table for each version.

const route = '/animations';
const exampleName = 'animations-basics';
const example = (page: Page) => page.locator(`[data-live-example="${exampleName}"]`).first();
const springTable = (page: Page) => page.locator('[data-version-fact="springDefaults"]').first();
const rendering = (page: Page, version: ReanimatedVersion) =>
  springTable(page).locator(`[data-fact-version="${version}"]`);

/** The default column of the spring table rendered for `version`, shown or not, by option. */
const tableDefaults = (page: Page, version: ReanimatedVersion) =>
  rendering(page, version).evaluate((node) =>
    Object.fromEntries(
      Array.from(node.querySelectorAll('tbody tr')).map((row) => {
        const cells = Array.from(row.querySelectorAll('td'), (cell) => cell.textContent!.trim());
        return [cells[0], cells[2]];
      }),
    ),
  );

test("picking a version in an example shows the page's facts for it, and the fact's switch moves the examples", async ({
  page,
}) => {
  await page.goto(route);
  await waitForHydration(page);
  await expect(rendering(page, inPageVersion)).toBeVisible();
  await expect(rendering(page, otherVersion)).toBeHidden();

  await example(page).scrollIntoViewIfNeeded();
  await runOn(example(page), otherVersion);
  // Every fact of the page follows the example's control, the option groups as well as the table.
  await expect(rendering(page, otherVersion)).toBeVisible();
  await expect(rendering(page, inPageVersion)).toBeHidden();
  await expect(
    page.locator(`[data-version-fact="springOptionGroups"] [data-fact-version="${otherVersion}"]`).first(),
  ).toBeVisible();

  // The example's note gives the default spring of both versions: the same numbers as the table.
  const own = await tableDefaults(page, otherVersion);
  const theirs = await tableDefaults(page, inPageVersion);
  await expect(example(page).locator('[data-version-note]')).toContainText(
    `Reanimated ${otherVersion} gives it mass ${own.mass}, stiffness ${own.stiffness} and damping ${own.damping}, ` +
      `against ${theirs.mass}, ${theirs.stiffness} and ${theirs.damping} on Reanimated ${inPageVersion}.`,
  );

  // The table's switch picks the version back for the examples too.
  await springTable(page).scrollIntoViewIfNeeded();
  await rendering(page, otherVersion)
    .getByRole('button', { name: /^Show Reanimated / })
    .click();
  await expect(rendering(page, inPageVersion)).toBeVisible();
  await expect(example(page).getByLabel('Runs on Reanimated')).toHaveValue(String(inPageVersion));
  await expect(example(page).locator('[data-version-note]')).toHaveCount(0);
});
