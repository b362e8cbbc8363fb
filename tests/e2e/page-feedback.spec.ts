import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { test, expect, poll, isLocalUrl, waitForHydration } from './fixtures';
import { links } from '../../src/site-settings/site-links';
import { markdownPath } from '../../src/plugins/markdown-copies/markdown-path.mjs';

const REPORT = 'Report a problem with this page';
const NEW_ISSUE = `${links.github}/issues/new`;

/** The public address pages are built for (SITE_URL), as the page's canonical link gives it. */
const siteUrl = async (page: Page) =>
  new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin;

/** The title and body of a new-issue address of Moti's tracker. */
function issueOf(href: string) {
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(NEW_ISSUE);
  return { title: url.searchParams.get('title') ?? '', body: url.searchParams.get('body') ?? '' };
}

test.describe('Report a problem with this page', () => {
  test('opens the new issue with the section in view when the reader uses it', async ({ page, context }) => {
    // GitHub answers with an empty page: nothing leaves the machine.
    await context.route(
      (url) => url.href.startsWith(`${NEW_ISSUE}?`),
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
    );
    await page.goto('/installation');
    await waitForHydration(page);
    const origin = await siteUrl(page);
    const heading = page.locator('article .markdown h2[id]').nth(1);
    const id = (await heading.getAttribute('id'))!;
    const name = (await heading.innerText()).replace(/\u200b/g, '').trim();
    // The reader goes to that section from the table of contents; its heading comes to the top.
    await page.locator(`.table-of-contents a[href="#${id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    // At the top of the window once any scrolling has ended.
    const top = () => heading.evaluate((element) => element.getBoundingClientRect().top);
    await poll(top).toBeLessThan(100);
    await poll(top).toBeGreaterThanOrEqual(0);
    // Reached from the keyboard without scrolling, so that the section stays in view.
    await page.getByRole('link', { name: REPORT }).evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await expect(heading).toBeInViewport();
    const [issuePage] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await issuePage.waitForLoadState();
    const issue = issueOf(issuePage.url());
    expect(issue.title).toBe('Docs: problem on "Installation"');
    expect(issue.body).toContain(`Page: ${origin}/installation\n`);
    expect(issue.body).toContain(`Section: ${name} (${origin}/installation#${id})\n`);
  });

  test('works without script, with the page’s title and address', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.route(
      (url) => !isLocalUrl(url.href),
      (route) => route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    await page.goto(`${process.env.E2E_BASE_URL}/api/props`);
    const origin = await siteUrl(page);
    const issue = issueOf((await page.getByRole('link', { name: REPORT }).getAttribute('href'))!);
    expect(issue.title).toBe('Docs: problem on "Props"');
    expect(issue.body).toContain(`Page: ${origin}/api/props\nSection: not known\n`);
    await context.close();
  });
});

test('pages show no "Edit this page" while the repository setting is unset', async ({ page }) => {
  expect(process.env.DOCS_REPOSITORY_URL ?? '', 'the build under test sets DOCS_REPOSITORY_URL').toBe('');
  await page.goto('/installation');
  await expect(page.getByRole('link', { name: REPORT })).toBeVisible();
  await expect(page.getByRole('link', { name: REPORT })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
});

test('the Copy page menu opens the page’s Markdown copy in ChatGPT or Claude', async ({ page }) => {
  await page.goto('/installation');
  await waitForHydration(page);
  const copy = `${await siteUrl(page)}${markdownPath('/installation')}`;
  const menu = page.getByRole('group', { name: 'Page as Markdown' });
  await expect(menu.getByRole('link', { name: 'Open in ChatGPT' })).toBeHidden();
  await menu.getByText('Ask an assistant').click();
  for (const [name, address] of [
    ['ChatGPT', 'https://chatgpt.com/'],
    ['Claude', 'https://claude.ai/new'],
  ]) {
    const link = menu.getByRole('link', { name: `Open in ${name}` });
    await expect(link).toBeVisible();
    const url = new URL((await link.getAttribute('href'))!);
    expect(`${url.origin}${url.pathname}`).toBe(address);
    expect(url.searchParams.get('q')).toContain(copy);
    await expect(link).toHaveAttribute('target', '_blank');
  }
});

test('a doc page shows the date of its file’s last commit', async ({ page }) => {
  const committed = execFileSync('git', ['log', '-1', '--no-merges', '--format=%ct', '--', 'docs/installation.mdx'], {
    encoding: 'utf8',
  });
  await page.goto('/installation');
  const date = page.locator('article time');
  const iso = new Date(Number(committed.trim()) * 1000).toISOString();
  await expect(date).toHaveAttribute('datetime', iso);
  await expect(page.locator('article').getByText('Last updated on')).toBeVisible();
  // Written without Intl (src/theme/LastUpdated/format-date.ts), it reads as the browser's own format would.
  const browserWrites = await page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(at),
      ),
    iso,
  );
  await expect(date).toHaveText(browserWrites);
});
