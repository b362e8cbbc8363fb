import { test as base, expect, type Page } from '@playwright/test';
import { externalScriptHosts } from '../../src/site-settings/external-scripts';
import { OVERLAY_ENTRY } from '../../src/components/Overlay/overlay-entry';

const allowedErrors = new WeakMap<Page, RegExp[]>();

/** Let the current test accept console errors matching `pattern` (for failures it provokes). */
export function allowConsoleErrors(page: Page, pattern: RegExp) {
  allowedErrors.get(page)?.push(pattern);
}

/** React has taken over the server-rendered page: handlers run and links navigate client-side from now on. */
export async function waitForHydration(page: Page) {
  // Hydrating a big page takes seconds when other jobs hold the CPU; the wait ends as soon as it is done.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 30_000 });
}

/**
 * `expect.poll`, asking every 100 ms. Its default backs off to once a second, so a spring that
 * settles in 0.9 s is seen settled at 1.85 s: the tests that follow an animation step by step
 * waited out most of their time that way.
 */
export const poll: typeof expect.poll = (actual, options) =>
  expect.poll(actual, { intervals: [100], ...(typeof options === 'string' ? { message: options } : options) });

export const isLocalUrl = (url: string) =>
  /^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:|about:)/.test(url);

type Fixtures = {
  /** Requests that tried to leave localhost (answered locally or refused, never sent). */
  outsideRequests: string[];
  consoleGuard: void;
  /** The folder of the build under test, for tests that read built files. */
  buildDir: string;
};

export const test = base.extend<Fixtures>({
  // The build global-setup.ts serves.
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  buildDir: async ({}, use) => use(process.env.E2E_BUILD_DIR!),
  outsideRequests: async ({}, use) => use([]),
  // Every test fails on a console error it did not expect.
  consoleGuard: [
    async ({ page, outsideRequests }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      allowedErrors.set(page, allowed);
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      // A blocked script, style, frame or request is a policy violation, on the page or in a frame.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`,
          );
        });
      });
      // No test talks to the internet: third-party scripts answer empty, anything else is refused.
      await page.route(
        (url) => !isLocalUrl(url.href),
        async (route) => {
          const url = new URL(route.request().url());
          outsideRequests.push(url.href);
          if (externalScriptHosts.includes(url.hostname)) {
            return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
          }
          return route.abort('blockedbyclient');
        },
      );
      await use();
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until an open overlay (the search modal, the phone's menu) has added its history entry, or,
 * with `false`, until it has taken it back: the overlay does either in an effect after it shows or
 * hides, so a Back or a navigation before that races it.
 */
export const overlayEntry = (page: Page, present = true) =>
  page.waitForFunction(
    ([key, wanted]) => Boolean((window.history.state as Record<string, unknown> | null)?.[key as string]) === wanted,
    [OVERLAY_ENTRY, present] as const,
  );
