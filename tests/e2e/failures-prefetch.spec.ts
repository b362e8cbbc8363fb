import { test, expect, poll, waitForHydration, allowConsoleErrors } from './fixtures';
import { sidebar } from './failures-helpers';
import type { Page } from '@playwright/test';

type ChunkLoad = { kind: 'prefetch' | 'script'; url: string; afterHydration: boolean };

/** Records, from before any script runs, every chunk the page asks for: prefetch link or script. */
async function recordChunkLoads(page: Page) {
  await page.addInitScript(() => {
    const loads: { kind: string; url: string; afterHydration: boolean }[] = [];
    Object.assign(window, { __chunkLoads: loads });
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
        const prefetch = node instanceof HTMLLinkElement && node.rel === 'prefetch';
        const url = prefetch ? node.href : node instanceof HTMLScriptElement ? node.src : '';
        if (!url.includes('/assets/js/')) continue;
        const afterHydration = document.documentElement.dataset.hasHydrated === 'true';
        loads.push({ kind: prefetch ? 'prefetch' : 'script', url, afterHydration });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return async (kind: ChunkLoad['kind']) => {
    const loads = await page.evaluate(() => (window as unknown as { __chunkLoads: ChunkLoad[] }).__chunkLoads);
    // The page's own chunks load before hydration; only later loads are prefetches and preloads.
    return loads.filter((load) => load.kind === kind && (kind === 'prefetch' || load.afterHydration));
  };
}

/** Resolves once the browser has run an intersection check on `link`, as the site's links do. */
async function afterIntersectionCheck(page: Page, name: string) {
  await sidebar(page)
    .getByRole('link', { name, exact: true })
    .evaluate(
      (link) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(link);
        }),
    );
}

// Page resources load per route, and links' routes are prefetched.
test('links in view prefetch their routes, and a hovered link loads its route', async ({ page }) => {
  const loads = await recordChunkLoads(page);
  await page.goto('/installation');
  await waitForHydration(page);
  // The sidebar's links are in view from the start.
  await poll(async () => (await loads('prefetch')).length).toBeGreaterThan(0);
  const scriptsBefore = (await loads('script')).length;
  await sidebar(page).getByRole('link', { name: 'Starter', exact: true }).hover();
  await poll(async () => (await loads('script')).length).toBeGreaterThan(scriptsBefore);
});

// A link's route is prefetched from its own intersection callback: one route that throws must not hold up the rest.
test('a route whose prefetch throws does not stop the routes after it', async ({ page }) => {
  allowConsoleErrors(page, /injected prefetch failure/);
  await page.addInitScript(() => {
    const ran: string[] = [];
    let wrapped: unknown;
    Object.defineProperty(window, '__prefetched', { value: ran });
    // Docusaurus assigns window.docusaurus once, frozen: hand back a copy whose prefetch fails for /starter.
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => wrapped,
      set(real: { prefetch: (route: string) => unknown }) {
        wrapped = {
          ...real,
          prefetch(route: string) {
            if (route === '/starter') throw new Error('injected prefetch failure');
            ran.push(route);
            return real.prefetch(route);
          },
        };
      },
    });
  });
  await page.goto('/installation');
  await waitForHydration(page);
  // Starter comes before Hello World and Animations in the sidebar, all three in view.
  await poll(() => page.evaluate(() => (window as unknown as { __prefetched: string[] }).__prefetched)).toEqual(
    expect.arrayContaining(['/hello-world', '/animations']),
  );
});

// … except on 2g connections or when data saving is on.
for (const [label, connection] of [
  ['a 2g connection', { effectiveType: '2g', saveData: false }],
  ['data saving on', { effectiveType: '4g', saveData: true }],
] as const) {
  test(`with ${label} nothing is prefetched, and links still navigate`, async ({ page }) => {
    await page.addInitScript((reported) => {
      const fake = Object.assign(new EventTarget(), { downlink: 0.2, rtt: 1_800, ...reported });
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => fake });
    }, connection);
    const loads = await recordChunkLoads(page);
    await page.goto('/installation');
    await waitForHydration(page);
    await afterIntersectionCheck(page, 'Starter');
    await sidebar(page).getByRole('link', { name: 'Starter', exact: true }).hover();
    // Links in view prefetch in idle time: an idle callback asked for now runs after theirs.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))));
    expect(await loads('prefetch'), 'nothing prefetched').toEqual([]);
    expect(await loads('script'), 'nothing preloaded on hover').toEqual([]);
    expect(await page.evaluate(() => window.docusaurus.prefetch('/starter') === false), 'prefetch declines').toBe(true);

    await sidebar(page).getByRole('link', { name: 'Starter', exact: true }).click();
    await expect(page.locator('article h1')).toHaveText('Starter');
  });
}
