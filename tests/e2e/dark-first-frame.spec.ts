import type { Page } from '@playwright/test';
import { test, expect, allowConsoleErrors, waitForHydration } from './fixtures';
import { isDark } from './colours';

// The site is dark only, and a reader on a slow phone must never see a white frame while a page
// loads: not before the theme's script has set `data-theme`, not before any script at all. Each
// load is recorded frame by frame, with the CPU slowed down so that the frames before the theme's
// script really happen.

/** What one animation frame paints behind everything: the canvas, as CSS decides its colour. */
type CanvasFrame = { canvas: string; html: string; scheme: string; theme: string | null };

declare global {
  interface Window {
    canvasFrames: CanvasFrame[];
  }
}

/**
 * Records, in every frame until the document has loaded, the colour the canvas is painted: the
 * root element's background; if transparent, the body's; if that is transparent too, the canvas of
 * the colour scheme (the root's `color-scheme`, else the `<meta name="color-scheme">`), which is white
 * unless the scheme is dark. Chromium paints a dark canvas as rgb(18, 18, 18).
 */
function recordCanvas() {
  window.canvasFrames = [];
  const transparent = (colour: string) => colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);
  const record = () => {
    const root = document.documentElement;
    if (root) {
      const html = getComputedStyle(root).backgroundColor;
      const body = document.body ? getComputedStyle(document.body).backgroundColor : 'transparent';
      const declared = getComputedStyle(root).colorScheme;
      const meta = document.querySelector('meta[name="color-scheme"]')?.getAttribute('content') ?? 'normal';
      const scheme = declared && declared !== 'normal' ? declared : meta;
      const schemeCanvas = /^\s*(only\s+)?dark\b/.test(scheme) ? 'rgb(18, 18, 18)' : 'rgb(255, 255, 255)';
      const canvas = !transparent(html) ? html : !transparent(body) ? body : schemeCanvas;
      window.canvasFrames.push({ canvas, html, scheme, theme: root.getAttribute('data-theme') });
    }
    if (document.readyState !== 'complete') requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}

async function loadSlowly(page: Page, path: string, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(recordCanvas);
  // A new document each time, even for the same address, and nothing from the memory cache.
  await page.goto('about:blank');
  await page.goto(path, { waitUntil: 'load' });
  const frames = await page.evaluate(() => window.canvasFrames);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return frames;
}

// A text page, an example page, the not-found page, and the editor's sandboxed frame.
const pages = ['/installation', '/examples/hello-world', '/no-such-page', '/live-example-frame'];

for (const rate of [4, 8]) {
  for (const path of pages) {
    test(`${path} is dark in every frame while it loads, at ${rate}x slower CPU`, async ({ page }) => {
      if (path === '/no-such-page') allowConsoleErrors(page, /status of 404/);
      // Whether a frame happens before the theme's script varies from load to load; across the two
      // rates, each page is loaded twice (and /installation once more by the last test).
      const frames = await loadSlowly(page, path, rate);
      expect(frames.length).toBeGreaterThan(0);
      const light = frames.filter((frame) => !isDark(frame.canvas));
      expect(light, `frames whose canvas is not dark, of ${frames.length}`).toEqual([]);
    });
  }
}

test("the theme's attribute changes no colour: the first frame already has the finished page's", async ({ page }) => {
  const frames = await loadSlowly(page, '/installation', 4);
  await waitForHydration(page);
  const finished = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const beforeTheme = frames.filter((frame) => frame.theme === null);
  for (const frame of frames) expect(frame.html).toBe(finished);
  // The frames before the theme's script are the ones this is about; say how many were seen.
  test.info().annotations.push({ type: 'frames before data-theme', description: String(beforeTheme.length) });
});
