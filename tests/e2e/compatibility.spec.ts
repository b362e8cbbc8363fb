import type { Locator } from '@playwright/test';
import data from '../../src/data/compatibility.json';
import { movedAnchors } from '../../src/data/moved-anchors';
import { test, expect, waitForHydration } from './fixtures';

// The page renders src/data/compatibility.json: each value must sit in its own row, under its own
// column, with the kind of evidence behind it; the Markdown copy must carry the same rows.
const cellUnder = async (table: Locator, row: Locator, header: string) => {
  const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
  const column = headers.indexOf(header);
  expect(column, `a column named ${header}`).toBeGreaterThan(-1);
  return row.locator(':scope > th, :scope > td').nth(column);
};

test('each Expo SDK row shows the versions its expo package bundles', async ({ page }) => {
  await page.goto('/compatibility');
  const table = page.locator('table', { has: page.locator('th', { hasText: 'Expo SDK' }) });
  await expect(table.locator('tbody tr')).toHaveCount(data.expoSdks.length);
  for (const sdk of data.expoSdks) {
    const row = table.locator(`tr[data-sdk="${sdk.sdk}"]`);
    await expect(row.locator('th')).toContainText(`${sdk.sdk} (expo@${sdk.expo})`);
    const expected: [string, string | null][] = [
      ['React Native', sdk.reactNative],
      ['React', sdk.react],
      ['Reanimated', sdk.reanimated],
      ['react-native-worklets', sdk.worklets],
    ];
    for (const [header, value] of expected) {
      const cell = await cellUnder(table, row, header);
      await expect(cell).toHaveText(`${value ?? 'not used'} (metadata)`);
    }
    const moti = await cellUnder(table, row, `Moti ${data.moti.version}`);
    for (const report of sdk.reports) await expect(moti).toContainText(`reported in #${report.issue}`);
    if (sdk.reports.length === 0) await expect(moti).toContainText('(metadata)');
  }
});

test('each Reanimated line shows the React Native versions its compatibility.json lists', async ({ page }) => {
  await page.goto('/compatibility');
  const table = page.locator('table', { has: page.locator('th', { hasText: 'Old Architecture' }) });
  await expect(table.locator('tbody tr')).toHaveCount(data.reanimatedLines.length);
  for (const line of data.reanimatedLines) {
    const row = table.locator(`tr[data-line="${line.line}"]`);
    await expect(await cellUnder(table, row, 'React Native')).toHaveText(`${line.reactNative.join(', ')} (metadata)`);
    const architecture = await cellUnder(table, row, 'Old Architecture');
    await expect(architecture).toHaveText(`${line.oldArchitecture ? 'supported' : 'not supported'} (metadata)`);
  }
});

test('the browser checks and the dated facts come from the data file', async ({ page }) => {
  await page.goto('/compatibility');
  const table = page.locator('table', { has: page.locator('th', { hasText: 'React Native for Web' }) });
  for (const check of data.browserChecks) {
    await expect(table.locator(`tr[data-reanimated="${check.reanimated}"] td`).first()).toHaveText(
      `${check.reanimated} (verified in the browser)`,
    );
  }
  const article = page.locator('article');
  await expect(article).toContainText(
    `The newest release of moti is ${data.moti.version}, published on ${data.moti.published}`,
  );
  await expect(article).toContainText(
    `The newest Reanimated is ${data.reanimated.latest}, published on ${data.reanimated.published}`,
  );
});

test('the Markdown copy carries every row of the tables', async ({ request }) => {
  const markdown = await (await request.get('/compatibility.md')).text();
  for (const sdk of data.expoSdks) {
    const row = markdown.split('\n').find((line) => line.includes(`expo@${sdk.expo}`));
    expect(row, `a row for SDK ${sdk.sdk}`).toBeDefined();
    for (const value of [sdk.reactNative, sdk.react, sdk.reanimated]) expect(row).toContain(value);
  }
  for (const line of data.reanimatedLines) {
    const row = markdown.split('\n').find((text) => text.startsWith(`| ${line.line} `));
    expect(row, `a row for Reanimated ${line.line}`).toContain(line.reactNative.join(', '));
  }
  // React's markers between adjacent text nodes must not reach the copy.
  expect(markdown).not.toContain('<!-- -->');
});

for (const [from, to] of Object.entries(movedAnchors)) {
  test(`${from} leads to ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await waitForHydration(page);
    await expect(page.locator(`[id="${new URL(to, 'http://x').hash.slice(1)}"]`)).toBeInViewport();
  });
}
