import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect, poll, waitForHydration } from './fixtures';
import { editor, example, openEditor, route, source, withGreen } from './example-editor';
import { inPageVersion, reanimatedRuntimes, reanimatedVersions, type ReanimatedVersion } from './reanimated-versions';

test.describe('Open in Snack', () => {
  const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    dependencies: Record<string, string>;
  };
  /** The installed version of a dependency, also when package.json installs it under an alias. */
  const installed = (name: string) => dependencies[name].replace(/^npm:.+@/, '');
  /** What Snack gets for an example on Moti and Reanimated `version`: the packages the page runs it on. */
  const dependenciesOn = (version: ReanimatedVersion) => {
    const { packageName, peers } = reanimatedRuntimes[version];
    return [`moti@${installed('moti')}`, `react-native-reanimated@${installed(packageName)}`]
      .concat(peers.map((peer) => `${peer}@${installed(peer)}`))
      .sort()
      .join(',');
  };
  const snackLinkOf = (example: Locator) => example.getByRole('link', { name: /^Open in Snack/ });
  const snackLink = (page: Page) => snackLinkOf(example(page));
  /** The code the link hands to Snack, read back from its address. */
  const codeInLink = async (link: Locator) => {
    const url = new URL((await link.getAttribute('href')) ?? '');
    return (JSON.parse(url.searchParams.get('files') ?? '{}') as Record<string, { contents?: string }>)['App.tsx']
      ?.contents;
  };

  test('the link carries the edited code and what it imports, and opens a new tab', async ({ page }) => {
    await openEditor(page);
    await poll(() => codeInLink(snackLink(page))).toBe(source);
    await editor(page).fill(withGreen);
    await poll(() => codeInLink(snackLink(page))).toBe(withGreen);
    const url = new URL((await snackLink(page).getAttribute('href')) ?? '');
    expect(url.origin).toBe('https://snack.expo.dev');
    expect(url.searchParams.get('platform')).toBe('web');
    expect(url.searchParams.get('dependencies')).toBe(dependenciesOn(inPageVersion));
    await expect(snackLink(page)).toHaveAttribute('target', '_blank');
    await expect(snackLink(page)).toHaveAttribute('rel', /noopener/);
    await expect(snackLink(page)).toHaveAccessibleName('Open in Snack (opens in a new tab)');
  });

  for (const version of reanimatedVersions) {
    test(`the link asks for the Reanimated the reader picked, with what it needs: ${version}`, async ({ page }) => {
      await openEditor(page);
      await example(page).getByLabel('Runs on Reanimated').selectOption(String(version));
      const dependenciesInLink = async () =>
        new URL((await snackLink(page).getAttribute('href')) ?? '').searchParams.get('dependencies');
      await poll(dependenciesInLink).toBe(dependenciesOn(version));
    });
  }

  test('the link is reached from the keyboard, after Copy', async ({ page }) => {
    await openEditor(page);
    await example(page).getByRole('button', { name: 'Copy' }).focus();
    await page.keyboard.press('Tab');
    await expect(snackLink(page)).toBeFocused();
  });

  test('the link goes away offline and comes back online', async ({ page, context }) => {
    await openEditor(page);
    await expect(snackLink(page)).toBeVisible();
    await context.setOffline(true);
    await expect(snackLink(page)).toHaveCount(0);
    await expect(example(page).getByRole('button', { name: 'Copy' })).toBeVisible();
    await context.setOffline(false);
    await expect(snackLink(page)).toBeVisible();
  });

  test('the link is not there before the code is opened', async ({ page }) => {
    await page.goto(route);
    await waitForHydration(page);
    await expect(example(page).getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(snackLink(page)).toHaveCount(0);
  });
  test("the gallery's pictures go to Snack at the site's public address, which any site may load", async ({ page }) => {
    await page.goto('/examples/image-gallery');
    await waitForHydration(page);
    const gallery = page.locator('[data-live-example="image-gallery"]').first();
    await gallery.scrollIntoViewIfNeeded();
    await gallery.getByRole('button', { name: 'Edit' }).click();
    await expect(snackLinkOf(gallery)).toBeVisible();
    const code = await codeInLink(snackLinkOf(gallery));
    // The site's public address, as the page's canonical link gives it.
    const site = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').origin;
    expect(code).toContain(`uri: '${site}/img/examples/gallery-dunes.svg'`);
    expect(code).not.toContain("'/img/");
  });

  test('code too long for one address goes as a form with the same fields', async ({ page }) => {
    await openEditor(page);
    const long = `${withGreen}\n// ${'A long note. '.repeat(700)}\n`;
    await editor(page).fill(long);
    const form = example(page).locator('form[data-open-in-snack]');
    await expect(form.getByRole('button', { name: /^Open in Snack/ })).toBeVisible();
    await expect(snackLink(page)).toHaveCount(0);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', 'https://snack.expo.dev/');
    await expect(form).toHaveAttribute('target', '_blank');
    const files = await form.locator('input[name="files"]').inputValue();
    expect((JSON.parse(files) as Record<string, { contents: string }>)['App.tsx'].contents).toBe(long);
  });
});
