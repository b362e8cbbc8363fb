import { test, expect, poll, allowConsoleErrors, waitForHydration } from './fixtures';
import { isChunkUrl, sidebar } from './failures-helpers';

// When a route's resources fail to preload, the browser loads the page afresh.
test('a route chunk that fails to load while navigating makes the browser reload into the target page', async ({
  page,
}) => {
  // The aborted chunk loads are the point of this test (hover preloads them too, and fails).
  allowConsoleErrors(page, /Failed to load resource|ChunkLoadError|Loading chunk .* failed/);
  await page.goto('/installation');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  // Every chunk request fails until the browser loads a new document: the reload.
  let failing = true;
  const aborted: string[] = [];
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      failing = false;
      documents.push(new URL(request.url()).pathname);
    }
  });
  await page.route(isChunkUrl, (route) => {
    if (!failing) return route.fallback();
    aborted.push(route.request().url());
    return route.abort('failed');
  });

  await sidebar(page).getByRole('link', { name: 'Starter', exact: true }).click();
  await expect(page.locator('article h1')).toHaveText('Starter');
  await expect(page).toHaveURL(/\/starter$/);
  expect(aborted.length, 'a chunk of the target route was aborted').toBeGreaterThan(0);
  expect(documents, 'the browser loaded the target page as a new document').toEqual(['/starter']);
  expect(await page.evaluate(() => '__sameDocument' in window), 'the old document is gone').toBe(false);
  await waitForHydration(page);
});

// The bar starts 200 ms after a route change begins, at 0.08, moves with a 200 ms
// transition, trickles by at most 0.02 every 800 ms, has no spinner, and completes with the route.
test('a slow route change shows the top progress bar after 200 ms, trickling, and completes it', async ({ page }) => {
  await page.goto('/installation');
  await waitForHydration(page);
  await page.evaluate(() => {
    type Sample = { at: number; transform: string; transition: string; spinner: boolean; page: string };
    const samples: Sample[] = [];
    Object.assign(window, { __bar: samples, __clickAt: 0 });
    document.addEventListener('click', () => Object.assign(window, { __clickAt: performance.now() }), true);
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('#nprogress .bar');
      if (!bar) return;
      const last = samples.at(-1);
      if (last?.transform === bar.style.transform) return;
      samples.push({
        at: performance.now(),
        transform: bar.style.transform,
        transition: bar.style.transition,
        spinner: !!document.querySelector('#nprogress .spinner'),
        page: document.querySelector('article h1')?.textContent ?? '',
      });
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
  });
  // Hold the target route's chunks until the bar has trickled twice.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isChunkUrl, async (route) => {
    await held;
    await route.fallback().catch(() => {});
  });

  await sidebar(page).getByRole('link', { name: 'Starter', exact: true }).click();
  const barMoves = () => page.evaluate(() => (window as unknown as { __bar: unknown[] }).__bar.length);
  await poll(barMoves, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  release();
  await expect(page.locator('article h1')).toHaveText('Starter');
  await expect(page.locator('#nprogress')).toHaveCount(0);

  const { samples, clickAt } = await page.evaluate(() => {
    type Sample = { at: number; transform: string; transition: string; spinner: boolean; page: string };
    const state = window as unknown as { __bar: Sample[]; __clickAt: number };
    return { samples: state.__bar, clickAt: state.__clickAt };
  });
  const percent = (transform: string) => Number(/(-?[\d.]+)%/.exec(transform)?.[1]);
  expect(samples.length, 'the bar appeared').toBeGreaterThan(0);
  const [first] = samples;
  expect(first.at - clickAt, 'start delay (ms)').toBeGreaterThanOrEqual(200);
  expect(percent(first.transform), 'minimum 0.08: the bar starts 92% off screen').toBe(-92);
  expect(first.transition).toMatch(/\b200ms\b/);
  expect(
    samples.some((sample) => sample.spinner),
    'no spinner',
  ).toBe(false);

  // Until the new page renders the bar only trickles; then `done()` jumps it to the end.
  const loading = samples.filter((sample) => sample.page === 'Installation');
  const trickles = loading.slice(1);
  expect(trickles.length, 'the bar trickled while the route loaded').toBeGreaterThanOrEqual(1);
  for (const [index, trickle] of trickles.entries()) {
    const previous = loading[index];
    const step = percent(trickle.transform) - percent(previous.transform);
    expect(step, 'a trickle adds at most 0.02').toBeGreaterThan(0);
    expect(step).toBeLessThanOrEqual(2);
    expect(trickle.at - previous.at, 'trickle interval (ms)').toBeGreaterThanOrEqual(750);
  }
  expect(percent(samples.at(-1)!.transform), 'the bar completed').toBe(0);
});
