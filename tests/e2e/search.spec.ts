import { test, expect, poll, allowConsoleErrors, waitForHydration } from './fixtures';
import { links } from '../../src/site-settings/site-links';
import { MAX_QUERY_LENGTH } from '../../src/search/constants';
import { BEST_MATCHES, BEST_MATCHES_TITLE } from '../../src/search/client/best-matches';
import { ALGOLIA_HOSTS, longParagraphQuery, closeSearch, modalGroups, openSearch } from './search-helpers';

const INDEX = /\/search-index\.json$/;
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__moti-docs';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__moti-docs';

const stored = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    objectID: `${prefix}-${i}`,
    type: 'lvl1',
    url: '/installation',
    content: null,
    hierarchy: { lvl0: 'Welcome', lvl1: `${prefix} ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  }));

test.describe('the search box and modal (offline)', () => {
  test('the navbar has the search box on the right; Ctrl+K, Cmd+K and / open the modal, Escape closes it', async ({
    page,
  }) => {
    await page.goto('/installation');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('.navbar__items--right .DocSearch-Button')).toBeVisible();
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.keyboard.press(shortcut);
      await expect(page.locator('.DocSearch-Modal'), shortcut).toBeVisible();
      await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'Search docs');
      await closeSearch(page);
    }
  });

  test(`the input takes at most ${MAX_QUERY_LENGTH} characters`, async ({ page }) => {
    const input = await openSearch(page);
    await expect(input).toHaveAttribute('maxlength', String(MAX_QUERY_LENGTH));
    await input.pressSequentially('a'.repeat(MAX_QUERY_LENGTH + 16));
    await expect(input).toHaveValue('a'.repeat(MAX_QUERY_LENGTH));
  });

  test(`the ${BEST_MATCHES} best pages come first, as /search ranks them; the rest are grouped by sidebar category, at most 5 a group`, async ({
    page,
  }) => {
    // /search lists every hit in rank order: its first pages are the best ones.
    await page.goto('/search?q=pitfalls');
    const links = page.locator('article h2 a');
    await expect(links.first()).toBeVisible();
    const ranked = await links.evaluateAll((anchors) =>
      anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    const best = [...new Set(ranked)].slice(0, BEST_MATCHES);
    expect(best).toHaveLength(BEST_MATCHES);

    const input = await openSearch(page);
    await input.fill('pitfalls');
    const [first, ...rest] = await modalGroups(page);
    expect(first.source).toBe(BEST_MATCHES_TITLE);
    const shown = await page
      .locator('.DocSearch-Hits')
      .first()
      .locator('.DocSearch-Hit a')
      .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(shown).toEqual(best);
    expect(rest.length).toBeGreaterThan(1);
    expect(new Set(rest.map((group) => group.source)).size).toBe(rest.length);
    expect(rest.map((group) => group.source)).not.toContain(BEST_MATCHES_TITLE);
    for (const group of rest) expect(group.hits.length).toBeLessThanOrEqual(5);
    expect(rest.some((group) => group.hits.length === 5)).toBe(true);
  });

  for (const [width, words] of [
    [1280, 10],
    [768, 5],
  ] as const) {
    test(`snippets are ${words} words on a ${width} px wide screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const input = await openSearch(page);
      await input.fill(longParagraphQuery());
      const titles = page.locator('.DocSearch-Hit-title');
      await expect(titles.first()).toBeVisible();
      const texts = await titles.allTextContents();
      const count = (text: string) => text.trim().split(/\s+/).length;
      for (const text of texts) expect(count(text), text).toBeLessThanOrEqual(words);
      const cut = texts.find((text) => text.includes('…'));
      expect(cut && count(cut), cut).toBe(words);
    });
  }

  test('Enter on a hit opens its page at its heading', async ({ page }) => {
    const input = await openSearch(page, '/');
    await input.fill('pitfalls');
    const first = page.locator('.DocSearch-Hit a').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/#pitfalls/);
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    await expect(page.locator(`[id="${href!.split('#')[1]}"]`)).toBeInViewport();
  });

  test('"See all {count} results" gives the true number and opens /search with the query', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('pressable');
    const footer = page.locator('.DocSearch-HitsFooter a');
    await expect(footer).toHaveText(/^See all \d+ results$/);
    const count = Number((await footer.textContent())!.match(/\d+/)![0]);
    await footer.click();
    await expect(page).toHaveURL(/\/search\?q=pressable$/);
    await expect(page.getByText(`${count} documents found`)).toBeVisible();
  });

  test('with no hits: the query, up to 3 suggestions, and "Let us know." opening a new issue', async ({ page }) => {
    const input = await openSearch(page);
    // A query with hits first: its categories become the suggestions.
    await input.fill('pitfalls');
    await expect(page.locator('.DocSearch-Hits').first()).toBeVisible();
    await input.fill('zqxvbnm');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen.locator('.DocSearch-Title')).toHaveText('No results for "zqxvbnm"');
    await expect(screen.getByText('Try searching for:')).toBeVisible();
    const suggestions = screen.locator('.DocSearch-Prefill');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(screen.getByText('Believe this query should return results?')).toBeVisible();
    const report = screen.getByRole('link', { name: 'Let us know.' });
    const href = new URL((await report.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(`${links.github}/issues/new`);
    expect(href.searchParams.get('title')).toContain('zqxvbnm');
    await expect(report).toHaveAttribute('target', '_blank');
  });

  test('"No recent searches" at first; a chosen hit is kept in the browser as a recent search', async ({ page }) => {
    const input = await openSearch(page);
    await expect(page.locator('.DocSearch-StartScreen')).toHaveText('No recent searches');
    await input.fill('pitfalls');
    const first = page.locator('.DocSearch-Hit').first();
    const title = (await first.locator('.DocSearch-Hit-title').textContent())!;
    await page.keyboard.press('Enter');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Recent']);
    await expect(page.locator('.DocSearch-Hit-title')).toHaveText([title]);
  });

  test('recent searches keep 7, or 4 beside favourites; favourites keep 10', async ({ page }) => {
    await page.addInitScript(([key, items]) => localStorage.setItem(key as string, JSON.stringify(items)), [
      RECENT_KEY,
      stored('Recent', 9),
    ] as const);
    await openSearch(page);
    await expect(page.locator('.DocSearch-Hits').first().locator('.DocSearch-Hit')).toHaveCount(7);

    await page.addInitScript(([key, items]) => localStorage.setItem(key as string, JSON.stringify(items)), [
      FAVORITE_KEY,
      stored('Favorite', 12),
    ] as const);
    await openSearch(page);
    const sections = page.locator('.DocSearch-Hits');
    await expect(sections.nth(0).locator('.DocSearch-Hit-source')).toHaveText('Recent');
    await expect(sections.nth(0).locator('.DocSearch-Hit')).toHaveCount(4);
    await expect(sections.nth(1).locator('.DocSearch-Hit-source')).toHaveText('Favorite');
    await expect(sections.nth(1).locator('.DocSearch-Hit')).toHaveCount(10);
  });

  test('a failed index download shows the error screen', async ({ page }) => {
    // DocSearch rethrows the failure after showing its error screen, as it does for Algolia.
    allowConsoleErrors(page, /Failed to load resource|The search index could not be loaded/);
    await page.route(INDEX, (route) => route.abort('failed'));
    const input = await openSearch(page);
    await input.fill('moti');
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Help')).toHaveText(
      'You might want to check your network connection.',
    );
  });

  test('a query with markup shows literally and runs nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const query = '<img src=x onerror=alert(1)>';
    const input = await openSearch(page);
    await input.fill(query);
    // Its words may find hits (x, 1): the answer is on screen either way, with no element made of the query.
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    await expect(input).toHaveValue(query);
    await expect(page.locator('.DocSearch-Dropdown img')).toHaveCount(0);
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${query}"`);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('offline by default', () => {
  test('the index loads once, on first intent and not with the page', async ({ page }) => {
    const downloads: string[] = [];
    page.on('response', (response) => {
      if (INDEX.test(new URL(response.url()).pathname)) downloads.push(response.headers()['content-encoding'] ?? '');
    });
    await page.goto('/installation');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(downloads).toEqual([]);
    await page.locator('.DocSearch-Button').hover();
    await poll(() => downloads.length).toBe(1);
    for (let i = 0; i < 2; i += 1) {
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill(`moti ${i}`);
      await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
      await closeSearch(page);
    }
    expect(downloads).toHaveLength(1);
  });

  // Precompressed at build time (scripts/post-build/precompress.mjs): the index is the biggest file a search loads.
  test('the index comes compressed', async ({ page }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => INDEX.test(new URL(candidate.url()).pathname)),
      page.locator('.DocSearch-Button').hover(),
    ]);
    expect(response.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  });

  test('focus or the shortcut is intent too', async ({ page }) => {
    let downloads = 0;
    page.on('request', (request) => void (INDEX.test(new URL(request.url()).pathname) && downloads++));
    await page.goto('/installation');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.locator('.DocSearch-Button').focus();
    await poll(() => downloads).toBe(1);
    await page.goto('/starter');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('/');
    await poll(() => downloads).toBe(2);
  });

  test('no Algolia request, preconnect or branding; search works with the network blocked', async ({
    page,
    outsideRequests,
  }) => {
    const input = await openSearch(page);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    await input.fill('reanimated');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    await expect(page.locator('.DocSearch-Modal')).not.toContainText(/algolia/i);
    await page.goto('/search?q=reanimated');
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/algolia/i);
    expect(outsideRequests.filter((url) => ALGOLIA_HOSTS.test(url))).toEqual([]);
  });

  test('search works when the browser refuses storage', async ({ page }) => {
    allowConsoleErrors(page, /storage|localStorage/i);
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: refuse, configurable: true });
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Storage.prototype[method] = refuse;
      }
    });
    const input = await openSearch(page);
    await input.fill('pitfalls');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#pitfalls/);
  });
});

test.describe('the /search page', () => {
  test('reads q and shows each hit with its page, section and a snippet, 20 a page', async ({ page }) => {
    await page.goto('/search?q=moti');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "moti"');
    await expect(page.getByRole('searchbox')).toHaveValue('moti');
    const hits = page.locator('article');
    await expect(hits.first()).toBeVisible();
    expect(await hits.count()).toBe(20);
    await expect(hits.first().locator('.breadcrumbs__item').first()).toBeVisible();
    await expect(hits.locator('mark').first()).toBeVisible();
    const firstPage = await hits.locator('h2').allTextContents();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(hits.first().locator('h2')).not.toHaveText(firstPage[0]);

    // A paragraph hit shows a snippet of its text under its page and section.
    await page.goto(`/search?q=${encodeURIComponent(longParagraphQuery())}`);
    await expect(hits.first().locator('p mark').first()).toBeVisible();
    await expect(hits.first().locator('p')).toContainText('…');
  });

  test('an error message pasted as the query finds the section that answers it first', async ({ page }) => {
    for (const [message, section] of [
      ['Invalid hook call', '/installation#react-19'],
      ['npm ERR! code ERESOLVE', '/installation#npm-err-code-eresolve'],
      ['ReferenceError: requestAnimationFrame is not defined', '/web#referenceerror-requestanimationframe'],
      ['Failed to create a worklet', '/troubleshooting#reanimated-failed-to-create-a-worklet'],
    ]) {
      await page.goto(`/search?q=${encodeURIComponent(message)}`);
      await expect(page.locator('article').first().locator('a').first()).toHaveAttribute(
        'href',
        new RegExp(`^${section}`),
      );
    }
  });

  test('updates the address as the query changes', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the documentation');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('searchbox').fill('pressable');
    await expect(page).toHaveURL(/\/search\?q=pressable$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "pressable"');
    await expect(page.locator('article').first()).toBeVisible();
  });
});

test('the not-found page offers the top hits for the words of the unknown path', async ({ page }) => {
  allowConsoleErrors(page, /status of 404/);
  await page.goto('/api/motifyy');
  const offers = page.getByRole('navigation', { name: 'Pages that may match' });
  await expect(offers.getByRole('link').first()).toHaveAttribute('href', '/api/motify');
});
