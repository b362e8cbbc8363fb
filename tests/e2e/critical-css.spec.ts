import type { Page, Route } from '@playwright/test';
import { test, expect, poll, waitForHydration } from './fixtures';
import { isDark } from './colours';

// Every page carries the CSS of its own elements inline and links the full stylesheet at the end of
// <body> (src/speed/critical-css.mjs). These tests hold the stylesheet back and look at what a reader
// sees meanwhile, then let it land.
declare global {
  interface Window {
    layoutShift: number;
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

// The parser has reached the stylesheet at the end of <body> (Chromium then waits for it before
// parsing on, with nothing left to parse), and the content above it is on screen.
const contentPainted = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('body > link[rel=stylesheet]') !== null &&
      performance.getEntriesByName('first-contentful-paint').length === 1,
  );
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
      await contentPainted(page);
      await poll(css.count, { message: 'the stylesheet is asked for, and still on its way' }).toBeGreaterThan(0);
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
      // The scripts wait for the stylesheet (it blocks scripts, not the paint), so both are held: what
      // changes between the two readings is the stylesheet alone. Hydration's own shifts (the search
      // button's key hints) are the crawl's business.
      const css = await holdRequests(page, stylesheet);
      const js = await holdRequests(page, scripts);
      await page.goto(textPage, { waitUntil: 'commit' });
      await contentPainted(page);
      await poll(css.count, { message: 'the stylesheet is asked for, and held' }).toBeGreaterThan(0);
      await twoFrames(page);
      const before = await everyElement(page);
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
      await js.release();
      await waitForHydration(page);
    });
  });
}

// The full stylesheet sits at the end of <body> (src/speed/critical-css.mjs): the content above it
// paints without waiting for it, from the inlined rules.
test('the first content is on screen while the full stylesheet is still on its way', async ({ page }) => {
  const css = await holdRequests(page, stylesheet);
  await page.goto(textPage, { waitUntil: 'commit' });
  await poll(css.count, { message: 'the stylesheet is asked for, and held' }).toBeGreaterThan(0);
  await poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), {
    message: 'a first contentful paint with the stylesheet held',
  }).toBe(1);
  expect(await page.evaluate(() => document.querySelectorAll('head link[rel=stylesheet]').length)).toBe(0);
  await css.release();
  await waitForHydration(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the full stylesheet applies all the same', async ({ page }) => {
    await page.goto(textPage);
    const sheets = await page.evaluate(() =>
      Array.from(document.styleSheets).map((sheet) => ({ href: sheet.href ?? '', media: sheet.media.mediaText })),
    );
    expect(sheets).toContainEqual({ href: expect.stringMatching(stylesheet), media: '' });
  });
});
