import type { Page, Route } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { isDark } from './colours';

// Every page carries the CSS of its own elements inline (scripts/post-build/critical-css.mjs) and
// adds the full stylesheet once its first content is on screen (after-first-paint.mjs). These tests
// hold the stylesheet back and look at what a reader sees meanwhile, then let it land.
declare global {
  interface Window {
    layoutShift: number;
    addedAt: Record<string, number>;
  }
}

const textPage = '/installation';
const stylesheet = /\/assets\/css\/.+\.css$/;
const scripts = /\/assets\/js\/.+\.js$/;
const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 412, height: 823 },
};

/** Holds the requests matching `pattern` unanswered until `release` sends them on. */
async function holdRequests(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  await page.route(pattern, (route) => {
    held.push(route);
  });
  return {
    count: () => held.length,
    release: async () => {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(pattern);
    },
  };
}

/** Where the first screen's parts sit and how they are coloured. */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    const visible = (selector: string) =>
      Array.from(document.querySelectorAll(selector)).find((element) => element.getClientRects().length > 0);
    const look = (selector: string) => {
      const element = visible(selector);
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        box: [x, y, width, height].map(Math.round),
        color: style.color,
        background: style.backgroundColor,
        font: `${style.fontSize} ${style.fontWeight} ${style.fontFamily}`,
      };
    };
    return {
      page: look('html'),
      navbar: look('nav.navbar'),
      brand: look('.navbar__brand'),
      sidebar: look('nav[aria-label="Docs sidebar"]'),
      activeLink: look('.menu__link--active'),
      heading: look('article h1'),
      paragraph: look('article .theme-doc-markdown > p'),
      toc: look('.table-of-contents'),
    };
  });
}

/** The box and look of every element of the page, in document order. */
function everyElement(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('body *')).map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        `${element.tagName}.${element.getAttribute('class') ?? ''}`,
        [x, y, width, height].map(Math.round).join(' '),
        style.display,
        style.margin,
        style.padding,
        style.font,
        style.color,
        style.backgroundColor,
        style.borderWidth,
      ].join(' | ');
    }),
  );
}

const parsed = (page: Page) => page.waitForFunction(() => document.readyState !== 'loading');
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('the first screen is styled when only the HTML has arrived', async ({ page }) => {
      await page.goto(textPage);
      await waitForHydration(page);
      const styled = await firstScreen(page);

      const css = await holdRequests(page, stylesheet);
      const js = await holdRequests(page, scripts);
      await page.goto(textPage, { waitUntil: 'commit' });
      await parsed(page);
      await expect.poll(css.count, { message: 'the stylesheet is asked for, and still on its way' }).toBeGreaterThan(0);
      const htmlOnly = await firstScreen(page);
      expect(isDark(htmlOnly.page!.background), `background ${htmlOnly.page!.background} is dark`).toBe(true);
      // The same boxes and colours as the finished page: nothing left to restyle.
      expect(htmlOnly).toEqual(styled);
      await Promise.all([css.release(), js.release()]);
      await waitForHydration(page);
    });

    test('nothing shifts when the full stylesheet lands', async ({ page }) => {
      await page.addInitScript(() => {
        window.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as PerformanceEntry[] & { value: number }[]) {
            window.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const css = await holdRequests(page, stylesheet);
      await page.goto(textPage, { waitUntil: 'commit' });
      await waitForHydration(page);
      const before = await everyElement(page);
      // Shifts of hydration itself (the search button's key hints) are the layout-shift spec's business.
      await twoFrames(page);
      const shiftBefore = await page.evaluate(() => window.layoutShift);
      await css.release();
      await page.waitForFunction(() =>
        Array.from(document.styleSheets).some(
          (sheet) => sheet.href?.includes('/assets/css/') && sheet.cssRules.length > 0,
        ),
      );
      await twoFrames(page);
      // Not one element of the whole page moves or changes its look, on screen or below.
      expect(await everyElement(page)).toEqual(before);
      expect(await page.evaluate(() => window.layoutShift)).toBe(shiftBefore);
    });
  });
}

// scripts/post-build/after-first-paint.mjs: the app starts, and the full stylesheet applies, after
// the first frame, not before it.
test('the page script and the full stylesheet come once the first content is on screen', async ({ page }) => {
  await page.addInitScript(() => {
    window.addedAt = {};
    const watched = {
      script: 'script[src*="/assets/js/main."]',
      stylesheet: 'link[rel=stylesheet][href*="/assets/css/"]',
    };
    new MutationObserver(() => {
      for (const [name, selector] of Object.entries(watched)) {
        if (!(name in window.addedAt) && document.querySelector(selector)) window.addedAt[name] = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(textPage);
  await waitForHydration(page);
  const { firstContentfulPaint, addedAt } = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    addedAt: window.addedAt,
  }));
  expect(firstContentfulPaint).toBeGreaterThan(0);
  expect(addedAt.script).toBeGreaterThanOrEqual(firstContentfulPaint!);
  expect(addedAt.stylesheet).toBeGreaterThanOrEqual(firstContentfulPaint!);
});

test('a browser without paint entries starts the page at load', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['navigation', 'resource'] });
  });
  await page.goto(textPage);
  await waitForHydration(page);
  await expect(page.locator('head > link[rel=stylesheet][href*="/assets/css/"]')).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the full stylesheet applies through the fallback link', async ({ page }) => {
    await page.goto(textPage);
    const sheets = await page.evaluate(() =>
      Array.from(document.styleSheets).map((sheet) => ({ href: sheet.href ?? '', media: sheet.media.mediaText })),
    );
    expect(sheets).toContainEqual({ href: expect.stringMatching(stylesheet), media: '' });
  });
});
