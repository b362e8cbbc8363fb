// Lighthouse, mobile preset (its default config: emulated phone, simulated slow 4G and 4x CPU
// slowdown), in Debian's Chromium, with the third-party script hosts blocked.
import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import { transformSync } from 'esbuild';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// The analytics and playground scripts cannot load offline; blocked, Lighthouse neither waits for
// them nor counts their failure as a console error. Their hosts come from the site's own list,
// compiled from TypeScript here because Node 20 cannot import a .ts file.
const externalScriptsSource = transformSync(
  readFileSync(new URL('../../src/external-scripts.ts', import.meta.url), 'utf8'),
  { loader: 'ts', format: 'esm' },
).code;
const { externalScriptHosts } = await import(`data:text/javascript,${encodeURIComponent(externalScriptsSource)}`);
export const BLOCKED_URL_PATTERNS = externalScriptHosts.map((host) => `*${host}*`);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The figures of one report that the table shows. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ]),
  );
  const consoleErrors = (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) => ({
    description: item.description,
    url: item.sourceLocation?.url ?? item.url ?? '',
  }));
  return {
    consoleErrors,
    // A page that answers 404 logs its own status as a console error; nothing else may.
    onlyOwn404Logged:
      consoleErrors.length > 0 &&
      consoleErrors.every(({ description, url }) => url === lhr.finalDisplayedUrl && /status of 404/.test(description)),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(audit('first-contentful-paint')),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing,
  };
}

/**
 * Runs Lighthouse `runs` times on each URL in one Chromium and keeps the median run (Lighthouse's
 * own choice: the run closest to the median FCP and TTI).
 * @param {{ urls: string[], runs: number, chromePath: string, onResult?: (url: string, result: object) => void }} options
 */
export async function runLighthouse({ urls, runs, chromePath, onResult }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const results = {};
  try {
    for (const url of urls) {
      const lhrs = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          blockedUrlPatterns: BLOCKED_URL_PATTERNS,
          // The not-found page answers 404 by design; audit it all the same.
          ignoreStatusCode: true,
          // Pictures of the page score nothing and cost seconds per run.
          disableFullPageScreenshot: true,
          skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
        });
        if (result?.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
        lhrs.push(result.lhr);
      }
      const median = computeMedianRun(lhrs);
      results[url] = { ...figures(median), runs: lhrs.map((lhr) => figures(lhr).performance) };
      onResult?.(url, results[url]);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
