// The CPU slowdown of Lighthouse's runs, calibrated to the host as Lighthouse's own guide says
// (docs/throttling.md in the Lighthouse repository, "Calibrating the CPU slowdown").
//
// Why: the mobile preset slows the CPU by a fixed 4x, a factor tuned for a host in Lighthouse's
// "high-end desktop" bracket (benchmark index 1500 to 2000); the page then runs as on a mid-tier
// phone. On a slower host the same 4x emulates a slower phone, and this host's speed moves from day
// to day and from minute to minute: a fixed factor measured the
// host as much as the site. So the host's index is read before each page's
// runs, with Lighthouse's own benchmark, and the CPU is slowed down to one device: the one the preset
// emulates from the middle of the bracket it is tuned for, 1750 / 4.
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Lighthouse's benchmark index of the emulated phone. */
export const TARGET_BENCHMARK_INDEX = 1750 / 4;

// Bounds on the factor: below 1 would speed the page up; above 10 the host is not what it reports.
const MIN_SLOWDOWN = 1;
const MAX_SLOWDOWN = 10;

/** The slowdown that brings a host of this benchmark index to the emulated phone, to one decimal. */
export function slowdownFor(benchmarkIndex) {
  const factor = Math.round((benchmarkIndex / TARGET_BENCHMARK_INDEX) * 10) / 10;
  return Math.min(MAX_SLOWDOWN, Math.max(MIN_SLOWDOWN, factor));
}

/**
 * Reads the host's benchmark index in the Chromium that Lighthouse drives (a tab of its own, closed
 * after), with Lighthouse's own benchmark function: about one second a reading.
 * @param {number} port the Chromium's remote debugging port
 */
export async function connectBenchmark(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  return {
    /** `count` readings in a row, in one tab. */
    async readings(count) {
      const page = await context.newPage();
      try {
        const values = [];
        for (let i = 0; i < count; i += 1) {
          values.push(Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex)));
        }
        return values;
      } finally {
        await page.close();
      }
    },
    // Disconnects only: the Chromium belongs to the caller.
    close: () => browser.close(),
  };
}
