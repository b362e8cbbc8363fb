import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import data from '../../src/data/compatibility.json';
import { movedAnchors } from '../../src/data/moved-anchors';
import { axeViolations } from './axe';
import { isChunkUrl } from './failures-helpers';
import { test, expect, allowConsoleErrors, waitForHydration } from './fixtures';
import { inPageVersion, reanimatedRuntimes } from './reanimated-versions';

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

test('each Reanimated line shows the React Native versions its compatibility.json lists, per architecture', async ({
  page,
}) => {
  await page.goto('/compatibility');
  const table = page.locator('table', { has: page.locator('th', { hasText: 'Old Architecture' }) });
  // Reanimated 2 is on the Old Architecture list only: its groups are rows of their own.
  const oldOnly = data.oldArchitectureLines.filter((group) => group.line.startsWith('2.'));
  expect(oldOnly.length).toBeGreaterThan(0);
  await expect(table.locator('tbody tr')).toHaveCount(data.reanimatedLines.length + oldOnly.length);
  for (const group of oldOnly) {
    const row = table.locator(`tr[data-line="${group.line}"]`);
    await expect(await cellUnder(table, row, 'React Native, New Architecture')).toHaveText('not listed (metadata)');
    await expect(await cellUnder(table, row, 'React Native, Old Architecture')).toHaveText(
      `${group.reactNative.join(', ')} (metadata)`,
    );
  }
  for (const line of data.reanimatedLines) {
    const row = table.locator(`tr[data-line="${line.line}"]`);
    const newArchitecture = await cellUnder(table, row, 'React Native, New Architecture');
    await expect(newArchitecture).toHaveText(`${line.reactNative.join(', ')} (metadata)`);
    const oldArchitecture = await cellUnder(table, row, 'React Native, Old Architecture');
    if (!line.oldArchitecture) await expect(oldArchitecture).toHaveText('not supported (metadata)');
    // Reanimated groups the Old Architecture's 3.x lines its own way: each group it lists is shown.
    for (const group of line.oldArchitecture ?? [])
      await expect(oldArchitecture).toContainText(group.reactNative.join(', '));
  }
  // 3.0.x and 3.1.x to 3.5.x are Old Architecture lines too, under other group names.
  await expect(
    await cellUnder(table, table.locator('tr[data-line="3.0.x"]'), 'React Native, Old Architecture'),
  ).toContainText('3.0.x - 3.2.x: 0.63');
});

test('the browser checks and the dated facts come from the data file', async ({ page }) => {
  await page.goto('/compatibility');
  const table = page.locator('table', { has: page.locator('th', { hasText: 'React Native for Web' }) });
  for (const check of data.browserChecks) {
    const row = table.locator(`tr[data-reanimated="${check.reanimated}"]`);
    await expect(row.locator('td').first()).toHaveText(`${check.reanimated} (verified in the browser)`);
    // Where the examples run is the live examples' own fact: the page for one version, a frame for the other.
    const major = Number(check.reanimated.split('.')[0]) as 3 | 4;
    await expect(row.locator('td').last()).toContainText(
      major === inPageVersion
        ? 'They run in the page itself.'
        : `a sandboxed frame, ${reanimatedRuntimes[major].framePath}`,
    );
  }
  const article = page.locator('article');
  await expect(article).toContainText(`The newest release of moti is ${data.moti.version}.`);
  await expect(article).toContainText(
    `it tags ${data.moti.version} ${data.moti.tagged!.tag}, on a commit of ${data.moti.tagged!.commitDate}`,
  );
  // The peer range is a value in code, not a component's source shown as text.
  await expect(article).toContainText(`Its peer range for react-native-reanimated is ${data.moti.reanimatedPeer}:`);
  await expect(article).not.toContainText('CompatibilityFact');
  await expect(article).toContainText(`The newest Reanimated is ${data.reanimated.latest}.`);
  await expect(article).toContainText(`${data.reanimated.latest} was published on ${data.reanimated.published}.`);
});

/** /installation's path tabs, by the value its `?path=` names. */
const pathTabLabels: Record<string, string> = {
  expo: 'Expo',
  bare: 'Bare',
  'reanimated-3': 'Reanimated 3',
  web: 'Web',
};

for (const [from, to] of Object.entries(movedAnchors)) {
  test(`${from} leads to ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await waitForHydration(page);
    const target = new URL(to, 'http://x');
    await expect(page.locator(`[id="${target.hash.slice(1)}"]`)).toBeInViewport();
    // A path that became a tab opens with that tab selected and its panel shown.
    const tab = target.searchParams.get('path');
    if (tab) {
      const selected = page.getByRole('tab', { selected: true }).first();
      await expect(selected).toHaveText(pathTabLabels[tab]);
      await expect(page.locator(`[id="${await selected.getAttribute('aria-controls')}"]`)).toBeVisible();
    }
  });
}

// The version checker: its code loads on the reader's first focus in the box, and it reads a real
// app's package.json (tests/unit/fixtures/version-checker holds them, cut to the seven packages).
const fixture = (name: string) =>
  readFileSync(path.join(__dirname, '../unit/fixtures/version-checker', `${name}.json`), 'utf8');
const checkerBox = (page: Page) => page.getByLabel('Your package.json');
const isCheckerChunk = (url: string) => /\/assets\/js\/version-checker\.[^/]+\.js$/.test(new URL(url).pathname);
const verdictOf = (page: Page, name: string) => page.locator(`[data-version-checker] li[data-package="${name}"]`);

test('the checker loads nothing until the reader focuses its box, then gives a verdict for each package', async ({
  page,
}) => {
  const checkerRequests: string[] = [];
  page.on('request', (request) => {
    if (isCheckerChunk(request.url())) checkerRequests.push(request.url());
  });
  await page.goto('/compatibility');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(checkerRequests, 'the checker chunk before any interaction').toEqual([]);

  const loaded = page.waitForRequest((request) => isCheckerChunk(request.url()));
  await checkerBox(page).focus();
  await loaded;
  // SDK 58's template is behind its own pins.
  await checkerBox(page).fill(fixture('expo-template-default-58'));
  await expect(page.locator('[data-checker-app]')).toHaveText(/^An Expo SDK 58 app\./);
  const reanimated = verdictOf(page, 'react-native-reanimated');
  await expect(reanimated).toHaveAttribute('data-status', 'does-not-fit');
  await expect(reanimated.locator('[data-verdict]')).toHaveText('Does not fit');
  await expect(reanimated).toContainText("SDK 58's Expo Go carries Reanimated 4.7.1 only; yours is 4.6.0");
  await expect(reanimated).toContainText('(metadata)');
  await expect(reanimated).toContainText('npx expo install react-native-reanimated react-native-worklets');
  await expect(reanimated.getByRole('link', { name: 'Let Expo pick Reanimated and Worklets' })).toHaveAttribute(
    'href',
    '/installation?path=expo#versions-that-go-together',
  );
  await expect(verdictOf(page, 'react')).toHaveAttribute('data-status', 'fits');
  await expect(verdictOf(page, 'moti')).toHaveAttribute('data-status', 'missing');
  await expect(verdictOf(page, 'moti').locator('[data-verdict]')).toHaveText('Missing: add it');
  await expect(page.locator('[data-version-checker] li[data-package]')).toHaveCount(7);

  // An app on Reanimated 3.19: Moti's verdict names its evidence, a reported issue included.
  await checkerBox(page).fill(fixture('sdk-54-reanimated-3.19'));
  const moti = verdictOf(page, 'moti');
  await expect(moti).toHaveAttribute('data-status', 'fits');
  await expect(moti).toContainText('(verified in the browser)');
  await expect(moti.getByRole('link', { name: '#391' })).toHaveAttribute(
    'href',
    'https://github.com/nandorojo/moti/issues/391',
  );
  expect(checkerRequests).toHaveLength(1);
});

test('the checker reads real apps as the tables do: Old Architecture lines, a line that fits, the packages an app needs', async ({
  page,
}) => {
  await page.goto('/compatibility');
  await waitForHydration(page);
  const headline = page.locator('[data-checker-app]');

  // Reanimated's Old Architecture list has 3.9 to 3.14 for React Native 0.71.
  await checkerBox(page).fill(fixture('bare-0.71-reanimated-3.10'));
  await expect(headline).toHaveText(
    'A bare React Native 0.71 app. 4 of the 5 packages it needs fit; missing: react-dom.',
  );
  const reanimated = verdictOf(page, 'react-native-reanimated');
  await expect(reanimated.locator('[data-verdict]')).toHaveText('Fits');
  await expect(reanimated).toContainText("Reanimated's Old Architecture list has 3.9.x - 3.14.x for React Native 0.71");
  const reactDom = verdictOf(page, 'react-dom');
  await expect(reactDom.locator('[data-verdict]')).toHaveText('Missing: add it');
  await expect(reactDom).toContainText('npm install --save-exact react-dom@18.2.0');

  // Reanimated 2.14 is on the Old Architecture list for 0.71 too, but Moti 0.30 runs on 3.5 and later only.
  await checkerBox(page).fill(fixture('bare-0.71-reanimated-2.14'));
  const old = verdictOf(page, 'react-native-reanimated');
  await expect(old.locator('[data-verdict]')).toHaveText('Does not fit');
  await expect(old).toContainText('ReduceMotion');
  await expect(old).toContainText('npm install react-native-reanimated@3.14');

  // A bare 0.75 app without Reanimated is told a line that lists 0.75, not a bare major.
  await checkerBox(page).fill(fixture('react-native-template-0.75'));
  await expect(headline).toHaveText(/^A bare React Native 0\.75 app\./);
  await expect(reanimated.locator('[data-verdict]')).toHaveText('Missing: add it');
  await expect(reanimated.locator('code', { hasText: /^npm install/ })).toHaveText(
    'npm install react-native-reanimated@3.18',
  );

  // A working bare 0.76 app: the headline counts what it needs, and React 18.3.1 is known.
  await checkerBox(page).fill(fixture('bare-0.76-reanimated-3.16').replace('"moti"', '"react-dom": "18.3.1", "moti"'));
  await expect(headline).toHaveText('A bare React Native 0.76 app. All 5 packages it needs fit.');
  await expect(verdictOf(page, 'react').locator('[data-verdict]')).toHaveText('Fits');
  await expect(verdictOf(page, 'expo').locator('[data-verdict]')).toHaveText('Not needed');

  // SDK 58's pins as npx expo install writes them: Expo Go carries them.
  await checkerBox(page).fill(fixture('sdk-58-expo-install'));
  await expect(headline).toHaveText('An Expo SDK 58 app. All 7 packages it needs fit.');
  await expect(reanimated).toContainText("SDK 58 pins 4.7.1, the Reanimated that SDK 58's Expo Go carries.");
  await expect(page.locator('[data-version-checker]')).not.toContainText('Expo Go cannot');
});

// Every column of every table stays on the screen, on a phone and on a laptop.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, every table cell is on the screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/compatibility');
    await waitForHydration(page);
    const tables = page.locator('article table');
    await expect(tables).toHaveCount(3);
    const offScreen = await page.locator('article table').evaluateAll((elements) =>
      elements.flatMap((table, index) =>
        Array.from(table.querySelectorAll('tbody td, tbody th'))
          .filter((cell) => cell.getBoundingClientRect().width > 0)
          .filter((cell) => {
            const box = cell.getBoundingClientRect();
            const column = table.parentElement!.getBoundingClientRect();
            return box.right > column.right + 0.5 || box.left < column.left - 0.5;
          })
          .map((cell) => `table ${index + 1}: ${cell.textContent!.slice(0, 40)}`),
      ),
    );
    expect(offScreen).toEqual([]);
  });
}

test('the checker answers bad input with a message and renders hostile strings as text', async ({ page }) => {
  await page.goto('/compatibility');
  await waitForHydration(page);
  const message = page.locator('[data-checker-message]');
  await checkerBox(page).fill("{ 'moti': '0.30.0' }");
  await expect(message).toHaveText(/^This is not valid JSON: at line 1, column 3,/);
  await checkerBox(page).fill('[1, 2]');
  await expect(message).toContainText('an array, not an object');
  await checkerBox(page).fill('x'.repeat(100_001));
  await expect(message).toContainText('the checker reads up to 100,000');
  await checkerBox(page).fill('{ "react-native": "<img src=x onerror=alert(1)>", "moti": "<b>bold</b>" }');
  await expect(verdictOf(page, 'react-native')).toContainText('<img src=x onerror=alert(1)>');
  await expect(page.locator('[data-version-checker] img, [data-version-checker] b')).toHaveCount(0);
  await checkerBox(page).fill('');
  await expect(message).toHaveText('Paste your package.json, or only its "dependencies", to check it.');
});

test('a checker whose code fails to load shows the error and a Retry that works', async ({ page }) => {
  allowConsoleErrors(page, /Failed to load resource|Loading chunk .* failed|ChunkLoadError|LoadError/);
  await page.goto('/compatibility');
  await waitForHydration(page);
  let offline = true;
  await page.route(isChunkUrl, (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
  await checkerBox(page).fill(fixture('react-native-template-0.84'));
  const failure = page.getByRole('alert').filter({ hasText: 'This part of the page could not load.' });
  await expect(failure).toBeVisible();
  offline = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-checker-app]')).toHaveText(/^A bare React Native 0\.84 app\./);
  await expect(verdictOf(page, 'react-native-reanimated')).toContainText(
    'npm install react-native-reanimated@4.6 react-native-worklets@0.12',
  );
});

test('the verdicts pass axe, WCAG 2 A and AA', async ({ page }) => {
  await page.goto('/compatibility');
  await waitForHydration(page);
  await checkerBox(page).fill(fixture('expo-template-default-58'));
  await expect(page.locator('[data-version-checker] li[data-package]')).toHaveCount(7);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows the tables and says what the checker needs', async ({ page }) => {
    await page.goto('/compatibility');
    await expect(page.locator('[data-version-checker]')).toContainText('It runs in this page with JavaScript');
    await expect(page.locator('tr[data-sdk]')).toHaveCount(data.expoSdks.length);
  });
});
