import { test, expect, isLocalUrl, allowConsoleErrors, waitForHydration } from './fixtures';
import { axeViolations } from './axe';
import { expectExamplesShowTheirSource } from './example-source';
import { blockStorage, storageThrows } from './failures-helpers';
import { docRoutes } from './routes';
import { layoutProblems, layoutWidths, resizeTo } from './layout';
import { fitProblems, phone } from './fit';

// Every route, loaded once on a phone (390 × 844, touch) as a reader loads it and scrolls through
// it, with browser storage blocked (as in a sandboxed frame or under strict privacy settings; a
// first visit reads nothing from storage either, so blocking it changes no layout):
// - it answers its status with its heading and title, and hydrates; the fixture fails the test on
//   any console error that escapes;
// - it does not shift while it loads: CLS ≤ 0.02 up to the last late arrival (live examples, the
//   not-found page's suggestions). Lighthouse measures CLS in the benchmark; this keeps it from
//   regressing between runs, on a phone, where the page reflows the most;
// - axe finds no WCAG 2 A or AA violation (a11y.spec.ts audits the desktop layout and other states);
// - every live example mounts and shows its own source;
// - scrolled through, it makes no failed request to our own server (links prefetch as they come
//   into view) and has no in-page link to a missing id;
// - resized, not reloaded, to a phone, a small and a common desktop width, no heading word breaks
//   inside itself, the page does not scroll sideways and nothing covers the title or the first
//   paragraph (layout.ts). Each width reports on its own, so one failure hides no other;
// - it fits the screen (fit.ts): on the phone nothing of the header or the article is cut at an edge
//   (outside a box that scrolls and shows it), the title starts within the top 200 px, and every
//   code block's copy button shows without a tap and covers no code; at every width no table
//   reaches past its column.
// With reduced motion, for axe (see axe.ts): Reanimated then jumps to each animation's end, which
// still moves the layout if an example were to push the page, so the shift check sees it too.
declare global {
  interface Window {
    layoutShift: number;
  }
}

const notFound = '/no/such-page';
const routes = [...docRoutes, '/search?q=animate', notFound];

test.use({ reducedMotion: 'reduce', ...phone });
// axe and full-page scrolls take long on the biggest pages of a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

for (const route of routes) {
  test(route, async ({ page }) => {
    const failures: string[] = [];
    page.on('requestfailed', (request) => {
      if (isLocalUrl(request.url())) failures.push(`${request.url()} ${request.failure()?.errorText}`);
    });
    page.on('response', (response) => {
      const expected = route === notFound && response.url().endsWith(notFound);
      if (isLocalUrl(response.url()) && response.status() >= 400 && !expected) {
        failures.push(`${response.url()} ${response.status()}`);
      }
    });
    if (route === notFound) allowConsoleErrors(page, /status of 404/);
    await blockStorage(page);
    await page.addInitScript(() => {
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) window.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    const response = await page.goto(route, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(route === notFound ? 404 : 200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page).toHaveTitle(/^.+ \| Moti$/);
    await waitForHydration(page);
    expect(await storageThrows(page), 'the test really blocks storage').toBe(true);

    await test.step('does not shift while it loads', async () => {
      await page.waitForLoadState('networkidle');
      // Late arrivals: the live examples that started (Runner marks each start), the search page's
      // results, the not-found page's suggestions.
      const started = await page.evaluate(() => performance.getEntriesByName('live-example-start').length);
      await expect(page.locator('[data-live-example-root] > *')).toHaveCount(started);
      if (route.startsWith('/search')) await expect(page.locator('main article').first()).toBeVisible();
      if (route === notFound) {
        // Offered once, after the way to search.
        await expect(page.getByRole('navigation', { name: 'Pages that may match' })).toHaveCount(1);
        await expect(page.locator('main p', { hasText: 'Looking for something specific?' })).toBeVisible();
      }
      // Two frames: a shift that the last arrival made has been reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => window.layoutShift)).toBeLessThanOrEqual(0.02);
    });

    // Examples are brought into view one by one (see axe.ts).
    expect(await axeViolations(page), 'axe, WCAG 2 A and AA').toEqual([]);
    await expectExamplesShowTheirSource(page);

    // Scrolling brings every link into view, which is when Docusaurus prefetches its route. Driven
    // from here, one short step per call: a page busy animating a live example on a loaded machine
    // can starve the page's own timers and animation frames long enough to hang a loop that runs
    // inside it. Bounded, so it always ends.
    for (let step = 0; step < 200; step += 1) {
      const more = await page.evaluate(async () => {
        window.scrollBy(0, window.innerHeight);
        // Two frames: the links now in view have been seen by their intersection observers. Capped:
        // headless Chromium now and then stops giving one page of several its frames (a step hung
        // until the test's timeout once in about 400 loads); the scroll goes on without them.
        const twoFrames = new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        await Promise.race([twoFrames, new Promise((resolve) => setTimeout(resolve, 500))]);
        return window.scrollY + window.innerHeight < document.body.scrollHeight;
      });
      if (!more) break;
    }
    await page.waitForLoadState('networkidle');

    const brokenAnchors = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))
        .map((link) => link.getAttribute('href')!.slice(1))
        .filter((id) => id !== '' && !document.getElementById(decodeURIComponent(id)))
        .map((id) => `#${id}`),
    );
    expect(brokenAnchors, 'in-page links to missing ids').toEqual([]);
    expect(failures, 'failed requests to the site').toEqual([]);

    for (const width of layoutWidths) {
      await test.step(`layout at ${width} px`, async () => {
        await resizeTo(page, width);
        expect.soft(await layoutProblems(page), `${route} at ${width} px`).toEqual([]);
        const fit = await fitProblems(page, { phone: width === phone.viewport.width });
        expect
          .soft(
            fit.map(({ rule, problem }) => `${rule}: ${problem}`),
            `${route} fits ${width} px`,
          )
          .toEqual([]);
      });
    }
  });
}
