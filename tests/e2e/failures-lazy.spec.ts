import { test, expect, allowConsoleErrors, waitForHydration } from './fixtures';
import { enableTestHooks } from './failures-helpers';

// The lazily loaded part used here is the test-only chunk of src/components/TestHooks: it loads
// through the same <LoadBoundary> and lazyWithRetry() that the site's lazy parts use.
const isTestHooksChunk = (url: URL) => /\/assets\/js\/test-hooks\.[^/]+\.js$/.test(url.pathname);

// A part that fails to load shows the error text with a Retry button.
test('a lazily loaded part whose chunk fails shows the error and a Retry that works once the network is back', async ({
  page,
}) => {
  // The failed load is logged by the browser and by React's caught-error report.
  allowConsoleErrors(page, /Failed to load resource|Loading chunk .* failed|ChunkLoadError|LoadError/);
  await enableTestHooks(page);
  let offline = true;
  await page.route(isTestHooksChunk, (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));

  await page.goto('/installation');
  const failure = page.getByRole('alert').filter({ hasText: 'This part of the page could not load.' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(/Loading chunk .* failed/);
  // The rest of the page keeps working.
  await expect(page.locator('article h1')).toHaveText('Installation');
  await waitForHydration(page);

  offline = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-test-hooks="loaded"]')).toBeVisible();
  await expect(failure).toHaveCount(0);
});

// While a part loads, the loader's spinner appears only after its 200 ms delay.
test('the loader of a slow lazily loaded part shows its spinner only after 200 ms, then the part', async ({ page }) => {
  await enableTestHooks(page);
  await page.addInitScript(() => {
    const seen: number[] = [];
    Object.assign(window, { __spinnerSeen: seen });
    new MutationObserver(() => {
      if (!seen.length && document.querySelector('[role="status"][aria-label="Loading"]')) seen.push(performance.now());
    }).observe(document, { subtree: true, childList: true });
  });
  // The chunk is held back until the spinner shows, however long the page takes to get there.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isTestHooksChunk, async (route) => {
    await held;
    await route.fallback().catch(() => {});
  });

  // Not until `load`: a chunk requested before that event (hydration can get there first on an idle
  // machine) holds the event back, and it is held here until the spinner shows.
  await page.goto('/installation', { waitUntil: 'commit' });
  const spinner = page.getByRole('status', { name: 'Loading' });
  await expect(spinner).toBeVisible();
  release();
  await expect(page.locator('[data-test-hooks="loaded"]')).toBeVisible();
  await expect(spinner).toHaveCount(0);

  const { spinnerAt, requestAt } = await page.evaluate(() => {
    const chunk = performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/js\/test-hooks\./.test(entry.name))!;
    return {
      spinnerAt: (window as unknown as { __spinnerSeen: number[] }).__spinnerSeen[0],
      requestAt: chunk.startTime,
    };
  });
  expect(spinnerAt - requestAt, 'the spinner waited for the loader delay (ms)').toBeGreaterThanOrEqual(200);
});

// A crash shows "Page Error", "This page crashed.", "Try again" and the causes.
test('a page crash shows the crash screen with its cause chain, and Try again renders the page again', async ({
  page,
}) => {
  allowConsoleErrors(page, /Crash requested by a browser test|The test hooks part failed to render/);
  await enableTestHooks(page, { crash: true });
  await page.goto('/installation');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
  await expect(page).toHaveTitle('Page Error');
  const main = page.locator('main');
  // The chain: the error that reached the boundary, then its cause.
  await expect(main).toContainText(
    /The test hooks part failed to render\.\s+Cause:\s+Crash requested by a browser test \(window\.__MOTI_TEST_HOOKS__\.crash\)\./,
  );
  // The navbar and footer stay, so the reader can leave.
  await expect(page.locator('nav.navbar')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();

  await page.evaluate(() => {
    window.__MOTI_TEST_HOOKS__ = { crash: false };
  });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('article h1')).toHaveText('Installation');
  await expect(page).toHaveTitle('Installation | Moti');
  await expect(page.locator('[data-test-hooks="loaded"]')).toBeVisible();
});
