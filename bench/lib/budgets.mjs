// Every budget of `npm run bench`, in one place; each bench script checks its own group.

/** Per route (bench/quality.mjs): bytes and the Lighthouse categories that do not depend on the host's speed. */
export const BUDGETS = {
  firstLoadJsGzipKB: 170, // pages without a live example
  cssGzipKB: 20,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cumulativeLayoutShift: 0.02,
};

/**
 * Paint and blocking time (bench/quality.mjs), which this host's speed decides as much as the page:
 * each is a ratio to the reference, the same page's text in a bare Docusaurus site of the same version
 * (bench/lib/reference-site.mjs), measured in the same run. Text pages are the pages without a live
 * example, and may cost no more than the bare framework. "Applied" is Lighthouse with slow 4G and the
 * CPU slowdown applied while the page loads (`throttlingMethod: 'devtools'`), medians of `runs`;
 * "simulated" its default estimate from an unthrottled load.
 */
export const PAINT_BUDGETS = {
  textHtmlGzipKB: 30, // the page's HTML, inlined CSS included; bytes do not depend on the host
  applied: {
    runs: 5,
    // Ours over the reference's, text pages. The blocking time of a load that has no long task is 0,
    // so it gets 50 ms of slack (the length a task may run before it counts as blocking at all).
    maxRatio: { fcp: 1, lcp: 1, tbt: 1 },
    tbtSlackMs: 50,
  },
  // Lighthouse's simulated performance score, every page: no lower than the reference's for the same
  // text (for /search and the not-found page, the reference's not-found page).
  simulatedPerformanceBelowReference: 0,
};

/** Live examples (bench/live-examples.mjs), in bytes gzip. */
export const LIVE_EXAMPLE_BUDGETS = {
  runtimeGzip: 100_000, // react-native-web + Reanimated + Moti, shared by every example
  exampleChunkGzip: 5_000, // each example's own code
  otherVersionFrameGzip: 300_000, // the frame document of the Reanimated version the page does not carry, script inline, loaded only once a reader picks it
};

/** The example editor (bench/example-editor.mjs): its chunk in bytes gzip, first Edit and edit-to-update times. */
export const EDITOR_BUDGETS = {
  editorGzip: 80_000, // react-simple-code-editor + lz-string + our editor and sandboxed stage, fetched on Edit or its intent
  editToUpdateP95Ms: 100, // after the debounce: send to the frame, transpile, run, render, and hear back
  firstEditRenderedP95Ms: 1_000, // first press of Edit to the example rendered in the sandboxed frame (idle)
};

/** The transition designer (bench/transition-designer.mjs), on /animations. */
export const DESIGNER_BUDGETS = {
  gzip: 10_000, // its own code, beyond the live examples' shared runtime
};

/** Security headers (bench/security.mjs): Mozilla HTTP Observatory's score on every page; A+ is 100 or more. */
export const SECURITY_BUDGETS = { minScore: 100 };

/** Search (bench/search.mjs): the index, query time, and relevance floors per development set. */
export const SEARCH_BUDGETS = {
  indexGzipKB: 150,
  queryP95Ms: 5,
  relevance: {
    keywords: { top3: 0.97, mrr: 0.9, noResults: Infinity },
    // Issue 46's bar for the check halves.
    symptoms: { top3: 0.95, mrr: 0, noResults: 0 },
    issues: { top3: 0.92, mrr: 0.85, noResults: Infinity }, // titles of real Moti issues, as typed
  },
};

// The not-found page answers 404 on purpose: Lighthouse's SEO category counts that status against
// it, and Chromium logs it as a console error, which best practices counts.
const EXPECTED_SEO_FAILURES = { notFound: ['http-status-code'] };

const kb = (bytes) => bytes / 1024;

/** Ours over the reference's, to two decimals. */
const ratio = (ours, reference) => (reference > 0 ? Math.round((ours / reference) * 100) / 100 : Infinity);

/**
 * Every budget the route misses, as readable strings. `kind`: text, example, notFound or page.
 * `reference`: the reference site's figures for the same route (`lighthouse`, `applied`), when measured.
 */
export function missedBudgets(route, { bytes, lighthouse, applied, kind, reference }) {
  const missed = [];
  const paint = PAINT_BUDGETS;
  if (kind === 'text' && bytes && kb(bytes.html.gzip) > paint.textHtmlGzipKB)
    missed.push(`HTML ${kb(bytes.html.gzip).toFixed(1)} KB gzip > ${paint.textHtmlGzipKB}`);
  if (lighthouse && reference?.lighthouse) {
    const floor = reference.lighthouse.performance - paint.simulatedPerformanceBelowReference;
    if (lighthouse.performance < floor)
      missed.push(
        `simulated performance ${lighthouse.performance} < ${floor} (reference ${reference.lighthouse.performance})`,
      );
  }
  if (kind === 'text' && applied && reference?.applied) {
    const { maxRatio, tbtSlackMs } = paint.applied;
    const ref = reference.applied;
    if (ratio(applied.medianFcpMs, ref.medianFcpMs) > maxRatio.fcp)
      missed.push(`applied FCP ${applied.medianFcpMs} ms > ${maxRatio.fcp} × reference ${ref.medianFcpMs} ms`);
    if (ratio(applied.medianLcpMs, ref.medianLcpMs) > maxRatio.lcp)
      missed.push(`applied LCP ${applied.medianLcpMs} ms > ${maxRatio.lcp} × reference ${ref.medianLcpMs} ms`);
    if (applied.tbtMs > ref.tbtMs * maxRatio.tbt + tbtSlackMs)
      missed.push(`applied TBT ${applied.tbtMs} ms > ${maxRatio.tbt} × reference ${ref.tbtMs} ms + ${tbtSlackMs}`);
  }
  if (bytes) {
    if (!bytes.hasLiveExample && kb(bytes.js.gzip) > BUDGETS.firstLoadJsGzipKB) {
      missed.push(`first-load JS ${kb(bytes.js.gzip).toFixed(1)} KB gzip > ${BUDGETS.firstLoadJsGzipKB}`);
    }
    if (kb(bytes.css.gzip) > BUDGETS.cssGzipKB)
      missed.push(`CSS ${kb(bytes.css.gzip).toFixed(1)} KB gzip > ${BUDGETS.cssGzipKB}`);
  }
  if (lighthouse) {
    const { accessibility, bestPractices, cls, failing } = lighthouse;
    if (accessibility < BUDGETS.accessibility)
      missed.push(`accessibility ${accessibility}: ${failing.accessibility.join(', ')}`);
    const practicesFailing = failing['best-practices'].filter(
      (id) => !(kind === 'notFound' && id === 'errors-in-console' && lighthouse.onlyOwn404Logged),
    );
    if (practicesFailing.length > 0) missed.push(`best practices ${bestPractices}: ${practicesFailing.join(', ')}`);
    const seoFailing = failing.seo.filter((id) => !(EXPECTED_SEO_FAILURES[kind] ?? []).includes(id));
    if (seoFailing.length > 0) missed.push(`SEO ${lighthouse.seo}: ${seoFailing.join(', ')}`);
    if (cls > BUDGETS.cumulativeLayoutShift) missed.push(`CLS ${cls} > ${BUDGETS.cumulativeLayoutShift}`);
  }
  return missed.map((text) => `${route}: ${text}`);
}
