import { test, expect, allowConsoleErrors, overlayEntry } from './fixtures';
import { ALGOLIA, ALGOLIA_HOSTS, fakeAlgoliaReply, serveAlgoliaBuild } from './search-helpers';
import { BEST_MATCHES, BEST_MATCHES_TITLE } from '../../src/search/client/best-matches';

// Search on a site built for hosted Algolia. The first run after a build of the site builds it a
// second time with the ALGOLIA_* variables set (scripts/variant-builds.mjs); the file's name puts it
// first in the queue, so that the build runs beside the other browser tests, not after them.
test.describe('hosted Algolia (ALGOLIA_* set at build time)', () => {
  test.describe.configure({ mode: 'serial' });
  let site: Awaited<ReturnType<typeof serveAlgoliaBuild>>;

  test.beforeAll(async () => {
    // A ceiling for that build: under a minute alone, several beside the rest of `npm test` on a busy machine.
    test.setTimeout(480_000);
    site = await serveAlgoliaBuild();
  });
  test.afterAll(async () => site?.close());

  test('the modal posts its request list to /1/indexes/*/queries, with contextual facets', async ({ page }) => {
    const sent: { url: URL; body: { requests: Record<string, unknown>[] } }[] = [];
    await page.route(ALGOLIA_HOSTS, async (route) => {
      const body = route.request().postDataJSON();
      sent.push({ url: new URL(route.request().url()), body });
      await route.fulfill({ json: fakeAlgoliaReply(body.requests) });
    });
    await page.goto(`${site.baseURL}/installation`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('hit');
    await expect(page.locator('.DocSearch-Hit-title')).toHaveText(['Hosted hit']);
    const last = sent[sent.length - 1];
    expect(last.url.hostname).toBe(`${ALGOLIA.appId.toLowerCase()}-dsn.algolia.net`);
    expect(last.url.pathname).toBe('/1/indexes/*/queries');
    expect(last.url.searchParams.get('x-algolia-application-id')).toBe(ALGOLIA.appId);
    expect(last.url.searchParams.get('x-algolia-api-key')).toBe(ALGOLIA.apiKey);
    expect(last.body.requests).toEqual([
      expect.objectContaining({
        query: 'hit',
        indexName: ALGOLIA.indexName,
        attributesToRetrieve: expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url']),
        attributesToSnippet: expect.arrayContaining(['hierarchy.lvl1:10', 'content:10']),
        hitsPerPage: 20,
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      }),
    ]);
    await expect(page.locator('.DocSearch-HitsFooter a')).toHaveText('See all 1 results');
  });

  test(`the ${BEST_MATCHES} best pages Algolia ranks come first, then the rest by category, as offline`, async ({
    page,
  }) => {
    // Four pages in two categories, in Algolia's order: grouping alone would put /web below /next and /skeleton.
    const pages = [
      ['Usage', '/animations', 'Animations'],
      ['Web', '/web', 'Web'],
      ['Usage', '/skeleton', 'Skeleton'],
      ['Usage', '/svg', 'SVG'],
    ];
    await page.route(ALGOLIA_HOSTS, async (route) => {
      const reply = fakeAlgoliaReply(route.request().postDataJSON().requests);
      const [hit] = reply.results[0].hits;
      const mark = (value: string) => ({ value, matchLevel: 'none', matchedWords: [] });
      reply.results[0].hits = pages.map(([lvl0, path, lvl1]) => ({
        ...hit,
        objectID: path,
        type: 'lvl1',
        url: `https://moti.fyi${path}`,
        hierarchy: { lvl0, lvl1 } as typeof hit.hierarchy,
        _highlightResult: {
          hierarchy: { lvl0: mark(lvl0), lvl1: mark(lvl1) } as typeof hit._highlightResult.hierarchy,
        },
        _snippetResult: { hierarchy: { lvl1: mark(lvl1) } as typeof hit._snippetResult.hierarchy },
      }));
      reply.results[0].nbHits = pages.length;
      await route.fulfill({ json: reply });
    });
    await page.goto(`${site.baseURL}/installation`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('pages');
    await expect(page.locator('.DocSearch-Hit-source')).toHaveText([BEST_MATCHES_TITLE, 'Usage']);
    await expect(page.locator('.DocSearch-Hit-title')).toHaveText(['Animations', 'Web', 'Skeleton', 'SVG']);
  });

  test('a failed request shows the error screen over the previous hits, until the input is emptied', async ({
    page,
  }) => {
    allowConsoleErrors(page, /Failed to load resource|Unreachable hosts/);
    let online = true;
    await page.route(ALGOLIA_HOSTS, async (route) => {
      if (!online) return route.abort('failed');
      return route.fulfill({ json: fakeAlgoliaReply(route.request().postDataJSON().requests) });
    });
    await page.goto(`${site.baseURL}/installation`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.fill('hit');
    await expect(page.locator('.DocSearch-Hit-title')).toHaveText(['Hosted hit']);

    online = false;
    await input.fill('moti');
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Help')).toHaveText(
      'You might want to check your network connection.',
    );
    // The hit of the earlier query is not the answer to this one.
    await expect(page.locator('.DocSearch-Hit-title')).toBeHidden();

    await input.fill('');
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
  });

  test('the /search page asks Algolia for 20 hits a page and shows them', async ({ page }) => {
    const hitsPerPage: unknown[] = [];
    await page.route(ALGOLIA_HOSTS, async (route) => {
      const body = route.request().postDataJSON();
      hitsPerPage.push(body.requests[0].hitsPerPage);
      await route.fulfill({ json: fakeAlgoliaReply(body.requests) });
    });
    await page.goto(`${site.baseURL}/search?q=hit`);
    await expect(page.locator('article h2')).toHaveText(['Hosted hit']);
    expect(hitsPerPage).toContain(20);
    await expect(page.getByRole('link', { name: 'Powered by Algolia' })).toBeVisible();
  });

  test('on a phone, Back closes the modal and keeps the page and its place, then leaves it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.baseURL}/installation`);
    await page.goto(`${site.baseURL}/animations`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY === 1200);
    await page.locator('.DocSearch-Button').click();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await overlayEntry(page);

    await page.evaluate(() => window.history.back());
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page).toHaveURL(/\/animations$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);

    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(/\/installation$/);
  });
});
