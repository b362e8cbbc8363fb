import type { Page } from '@playwright/test';
import { test, expect, poll, allowConsoleErrors, overlayEntry, waitForHydration } from './fixtures';
import { links } from '../../src/site-settings/site-links';
import { externalScriptHosts } from '../../src/site-settings/external-scripts';
import { MOTI_RELEASE } from '../../src/site-settings/moti-release';

test('the site is dark only: no toggle, and a stored light theme is removed and ignored', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('theme', 'light');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/installation');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('[class*="colorModeToggle"], button[title*="mode" i]')).toHaveCount(0);
  await poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const channels = background.match(/\d+/g)!.slice(0, 3).map(Number);
  expect(Math.max(...channels), `background ${background} is dark`).toBeLessThan(48);
});

test('the footer has exactly the Docs and Community groups and the 2025 copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer.footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community']);
  await expect(footer.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('href', '/');
  await expect(footer.getByRole('link', { name: 'Installation' })).toHaveAttribute('href', '/installation');
  for (const [name, href] of [
    ['X/Twitter', links.x],
    ['Discord', links.discord],
    ['Sponsor', links.sponsor],
    ['GitHub', links.github],
  ]) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(footer).toContainText('Copyright © 2025 Fernando Rojo');
});

test('the navbar links open the real Moti destinations in a new tab', async ({ page }) => {
  await page.goto('/');
  const navbar = page.locator('nav.navbar');
  await expect(navbar.locator('.navbar__brand')).toContainText('Moti');
  await expect(navbar.locator('.navbar__brand img').first()).toHaveAttribute('alt', 'Moti logo');
  for (const [name, href] of [
    ['Sponsor', links.sponsor],
    ['Discord', links.discord],
    ['X/Twitter', links.x],
    ['GitHub', links.github],
  ]) {
    const link = navbar.locator('.navbar__items--right').getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
});

test('the announcement bar closes, stays closed after reload, and returns for a new id', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const bar = page.locator('[class*="announcementBar_"]').first();
  await expect(bar).toContainText(`Moti ${MOTI_RELEASE}`);
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByText(`Moti ${MOTI_RELEASE} is out`)).toBeHidden();
  // A different stored id stands for an older announcement: the current one shows again.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await expect(page.getByText(`Moti ${MOTI_RELEASE} is out`)).toBeVisible();
});

test('on a phone the menu opens the sidebar; on a desktop the sidebar is always shown', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/installation');
  await waitForHydration(page);
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const mobileSidebar = page.locator('.navbar-sidebar');
  await expect(mobileSidebar.getByRole('link', { name: 'Installation' })).toBeVisible();
  await expect(mobileSidebar.getByText('API Reference')).toBeVisible();

  // At a desktop's width the menu closes and takes its history entry back (a Back of its own), which
  // would cut short a navigation started before it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await overlayEntry(page, false);
  await page.goto('/installation');
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
});

/** Turns the mouse wheel once and waits until the page has scrolled to where the turn takes it. */
async function wheel(page: Page, deltaY: number) {
  const target = await page.evaluate((delta) => window.scrollY + delta, deltaY);
  await page.mouse.wheel(0, deltaY);
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 1, target);
}

// The navbar hides when a scroll event finds the page further down than the one before, so each
// turn of the wheel must land as its own scroll: several turns within one frame make one event.
test('the navbar hides on scroll down and returns on scroll up', async ({ page }) => {
  await page.goto('/api/props');
  await waitForHydration(page);
  const navbar = page.locator('nav.navbar');
  // Room to scroll whatever the page's length: the navbar returns only above the page's end.
  await page.evaluate(() => document.body.style.setProperty('min-height', '5000px'));
  await page.mouse.move(600, 400);
  await wheel(page, 300);
  await wheel(page, 300);
  await expect(navbar).toHaveClass(/navbarHidden/);
  await wheel(page, -200);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

test('Tab adds the keyboard marker and a mouse press removes it', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const body = page.locator('body');
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
  await page.keyboard.press('Tab');
  await expect(body).toHaveClass(/navigation-with-keyboard/);
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).toBe('solid');
  await page.mouse.click(5, 400);
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
});

test('the first Tab focuses the skip link and Enter moves focus to the content', async ({ page }) => {
  await page.goto('/installation');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus now starts inside the main content: the next Tab lands there, past the navbar and sidebar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
  expect(inMain).toBe(true);
});

test('pages work with both external scripts blocked', async ({ page }) => {
  await page.route(
    (url) => externalScriptHosts.includes(url.hostname),
    (route) => route.abort('failed'),
  );
  // The failed script loads are the point of this test; nothing else may log an error.
  allowConsoleErrors(page, /Failed to load resource/);
  await page.goto('/installation');
  await expect(page.locator('article h1')).toHaveText('Installation');
  await waitForHydration(page);
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Starter' }).click();
  await expect(page).toHaveURL(/\/starter$/);
  await expect(page.locator('article h1')).toHaveText('Starter');
});
