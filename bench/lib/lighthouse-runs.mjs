// Lighthouse, mobile preset (emulated phone, slow 4G, CPU slowdown), in Debian's Chromium, with the
// third-party script hosts blocked. The CPU slowdown is calibrated to the host before each page's
// runs (./cpu-calibration.mjs) unless a fixed factor is asked for. Two ways to throttle: 'simulate'
// (the default) loads unthrottled and estimates the metrics from the trace; 'devtools' applies the slow network and CPU
// while the page loads, so its paints are observed rather than modelled.
import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import { transformSync } from 'esbuild';
import lighthouse from 'lighthouse';
import { throttling as throttlingPresets } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { unusedBrowserFeatures } from '../../scripts/lib/chromium-path.mjs';
import { connectBenchmark, slowdownFor } from './cpu-calibration.mjs';

// chrome-launcher's defaults, with the features no headless run uses added to the features they
// disable (a second --disable-features flag would replace theirs, not add to it).
const launcherDefaults = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=') ? `${flag},${unusedBrowserFeatures.join(',')}` : flag,
);

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// The analytics script and the Snack embed cannot load offline; blocked, Lighthouse neither waits for
// them nor counts their failure as a console error. Their hosts come from the site's own list,
// compiled from TypeScript here because Node 20 cannot import a .ts file.
const externalScriptsSource = transformSync(
  readFileSync(new URL('../../src/site-settings/external-scripts.ts', import.meta.url), 'utf8'),
  { loader: 'ts', format: 'esm' },
).code;
const { externalScriptHosts } = await import(`data:text/javascript,${encodeURIComponent(externalScriptsSource)}`);
export const BLOCKED_URL_PATTERNS = externalScriptHosts.map((host) => `*${host}*`);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CALIBRATION_READINGS = 3;

/** The element of the largest paint, and the four phases its time splits into. */
function lcpDetails(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  return {
    lcpElement: node ? `${node.nodeLabel ?? ''} (${node.selector ?? ''})` : 'n/a',
    lcpPhases: Object.fromEntries((phases?.items ?? []).map((item) => [item.phase, Math.round(item.timing)])),
  };
}

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
    ...lcpDetails(lhr),
    failing,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

/**
 * Runs Lighthouse `runs` times on each URL in one Chromium and keeps the median run (Lighthouse's
 * own choice: the run closest to the median FCP and TTI), with the median of each paint beside it.
 * `cpuSlowdown`: a number for a fixed factor (4 is Lighthouse's own), or 'calibrated' (the default):
 * before each URL's runs, the median of three readings of the host's benchmark index sets the factor
 * of those runs. One reading moves too much from second to second to set a run's factor on its own.
 * @param {{ urls: string[], runs: number, chromePath: string, throttlingMethod?: 'simulate' | 'devtools', cpuSlowdown?: number | 'calibrated', onResult?: (url: string, result: object) => void }} options
 */
export async function runLighthouse({
  urls,
  runs,
  chromePath,
  throttlingMethod = 'simulate',
  cpuSlowdown = 'calibrated',
  onResult,
}) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    ignoreDefaultFlags: true,
    chromeFlags: [...launcherDefaults, ...CHROME_FLAGS],
  });
  const benchmark = cpuSlowdown === 'calibrated' ? await connectBenchmark(chrome.port) : null;
  const results = {};
  try {
    for (const url of urls) {
      const lhrs = [];
      const hostIndex = benchmark ? median(await benchmark.readings(CALIBRATION_READINGS)) : null;
      const cpuSlowdownMultiplier = hostIndex === null ? cpuSlowdown : slowdownFor(hostIndex);
      let retries = 0;
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          blockedUrlPatterns: BLOCKED_URL_PATTERNS,
          throttlingMethod,
          throttling: { ...throttlingPresets.mobileSlow4G, cpuSlowdownMultiplier },
          // The not-found page answers 404 by design; audit it all the same.
          ignoreStatusCode: true,
          // Pictures of the page score nothing and cost seconds per run.
          disableFullPageScreenshot: true,
          skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
        });
        const error = result?.lhr.runtimeError;
        // A trace Chromium recorded without its navigation start is Lighthouse's own "run again";
        // it says nothing of the page. Any other error, or a third such trace, stops the bench.
        if (error?.code === 'NO_NAVSTART' && retries < 2) {
          retries += 1;
          run -= 1;
          continue;
        }
        if (error) throw new Error(`${url}: ${error.message}`);
        lhrs.push(result.lhr);
      }
      const all = lhrs.map(figures);
      results[url] = {
        ...figures(computeMedianRun(lhrs)),
        // The gated figures are medians of their own: the median run is chosen by FCP and TTI, and its
        // score or TBT can be the lowest of the runs (scores 96, 96 and 94 gave a median run of 94).
        performance: median(all.map((run) => run.performance)),
        tbtMs: median(all.map((run) => run.tbtMs)),
        medianLcpMs: median(all.map((run) => run.lcpMs)),
        medianFcpMs: median(all.map((run) => run.fcpMs)),
        runs: all.map((run) => run.performance),
        tbtRuns: all.map((run) => run.tbtMs),
        // What the runs' CPU slowdown came from: the host index read before them (null when fixed).
        hostIndex,
        cpuSlowdown: cpuSlowdownMultiplier,
      };
      onResult?.(url, results[url]);
    }
  } finally {
    await benchmark?.close();
    await chrome.kill();
  }
  return results;
}
