import { test, expect, isLocalUrl } from './fixtures';
import { axeViolations } from './axe';
import { expectExamplesShowTheirSource } from './example-source';
import { docRoutes } from './routes';

// Every route, loaded once, as a reader loads it and scrolls through it: it answers 200 with its
// heading and title, logs no console error (the fixture fails the test on one), makes no failed
// request to our own server, has no in-page link to a missing id, axe finds no WCAG 2 A or AA
// violation, and every live example mounts and shows its own source. With reduced motion, for axe
// (see axe.ts); layout-shift.spec.ts loads every route with motion allowed, under the same console
// guard.
const routes = [...docRoutes, '/search?q=animate'];

test.use({ reducedMotion: 'reduce' });

test.describe('every route', () => {
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

      // The checks below wait for what they need (heading, hydration, examples, idle network).
      expect((await page.goto(route, { waitUntil: 'domcontentloaded' }))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page).toHaveTitle(/^.+ \| Moti$/);
      // The search page's results arrive after its index: audit them, not the spinner before them.
      if (route.startsWith('/search')) await expect(page.locator('main article').first()).toBeVisible();
      // axe first, on the page as it opens (examples brought into view one by one, see axe.ts).
      expect(await axeViolations(page), 'axe, WCAG 2 A and AA').toEqual([]);
      await expectExamplesShowTheirSource(page);
      // Scrolling brings every link into view, which is when Docusaurus prefetches its route.
      // Driven from here, one short step per call: a page busy animating a live example on a loaded
      // machine can starve the page's own timers and animation frames long enough to hang a loop
      // that runs inside it. Bounded, so it always ends.
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
    });
  }
});
