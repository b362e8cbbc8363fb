import { test, expect, isLocalUrl, waitForHydration } from './fixtures';
import { docRoutes } from './routes';

// Every route, as a reader loads it and scrolls through it: no console error (the fixture fails the
// test on one), no failed request to our own server, and no in-page link to an id that is missing.
const routes = [...docRoutes, '/search?q=animate'];

test.describe('crawl', () => {
  // axe and full-page scrolls take long on the biggest pages of a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  for (const route of routes) {
    test(route, async ({ page }) => {
      const failures: string[] = [];
      page.on('requestfailed', (request) => {
        if (isLocalUrl(request.url())) failures.push(`${request.url()} ${request.failure()?.errorText}`);
      });
      page.on('response', (response) => {
        if (isLocalUrl(response.url()) && response.status() >= 400) {
          failures.push(`${response.url()} ${response.status()}`);
        }
      });

      expect((await page.goto(route))?.status()).toBe(200);
      await waitForHydration(page);
      // Scrolling brings every link into view, which is when Docusaurus prefetches its route.
      // Driven from here, one short step per call: a page busy animating a live example on a loaded
      // machine can starve the page's own timers and animation frames long enough to hang a loop
      // that runs inside it. Bounded, so it always ends.
      for (let step = 0; step < 200; step += 1) {
        const more = await page.evaluate(async () => {
          window.scrollBy(0, window.innerHeight);
          // Two frames: the links now in view have been seen by their intersection observers.
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
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
    });
  }
});
