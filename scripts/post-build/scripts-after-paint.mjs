import { readFile, writeFile } from 'node:fs/promises';
import { filesUnder } from './precompress.mjs';

// The page's own scripts, as Docusaurus writes them into <head> (the minifier drops the quotes).
const DEFERRED_SCRIPT = /<script src="?(\/assets\/js\/[^"\s>]+\.js)"? defer><\/script>/g;
// Third-party scripts (src/external-scripts.ts), which Docusaurus writes as async <script>s.
const ASYNC_SCRIPT = /<script src="?(https:\/\/[^"\s>]+)"? async><\/script>/g;

/**
 * Runs in the page, at the end of <body>, in place of the scripts: adds them once the first content
 * is on screen (the paint entry is reported after the frame has been presented). The page's own
 * scripts go in order; third-party ones independently, as `async` did. `load` is no substitute,
 * since it can come before that frame; it only stands in where paint entries do not exist, in a tab
 * still in the background (it paints nothing until shown), and, half a second later, for a page
 * that was hidden for a moment and so never reports a first paint.
 *
 * `window.docusaurusScriptsSettled` settles once the page's own scripts have run or failed to load.
 * Docusaurus's base-URL check reads it (patches/@docusaurus+core+*.patch): it used to decide at
 * DOMContentLoaded, which now comes before the scripts, and would warn on every correct home page.
 *
 * Its text is written into the page as it is, so it keeps to what every browser runs: no arrow
 * functions, no `const`.
 * @param {string[]} ordered the page's own scripts
 * @param {string[]} independent third-party scripts
 */
function loadAfterFirstPaint(ordered, independent) {
  var added = false;
  var settle;
  window.docusaurusScriptsSettled = new Promise(function (resolve) {
    settle = resolve;
  });
  function add(src, inOrder) {
    var script = document.createElement('script');
    script.src = src;
    script.async = !inOrder;
    if (inOrder) script.onload = script.onerror = settleOne;
    document.head.appendChild(script);
  }
  var left = ordered.length;
  function settleOne() {
    left -= 1;
    if (left === 0) settle();
  }
  function addScripts() {
    if (added) return;
    added = true;
    if (left === 0) settle();
    ordered.forEach(function (src) {
      add(src, true);
    });
    independent.forEach(function (src) {
      add(src, false);
    });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  var paintEntries = Boolean(types && types.indexOf('paint') >= 0);
  if (paintEntries) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) addScripts();
    }).observe({ type: 'paint', buffered: true });
  }
  addEventListener('load', function () {
    if (!paintEntries || document.hidden) addScripts();
    else setTimeout(addScripts, 500);
  });
}

/**
 * The loader's <script>, for these sources.
 * @param {string[]} ordered
 * @param {string[]} independent
 */
export function loaderScript(ordered, independent) {
  return `<script>(${loadAfterFirstPaint})(${JSON.stringify(ordered)},${JSON.stringify(independent)})</script>`;
}

/**
 * On a fast network the scripts arrive with the HTML, and `defer` runs them before the browser
 * shows anything: the first paint waits for the whole app to start. Each page instead requests its
 * scripts once its first content has been presented, third-party ones included.
 *
 * No preload either, measured with Lighthouse (bench/quality.mjs): its simulation counts every
 * request that starts before the largest paint as a cost of it, except low-priority images. Low-priority
 * preloads of the page scripts, and the two third-party scripts in <head>, held simulated LCP at
 * 1.53 s on every text page; without them it is 1.05 s, and applied slow-4G paints did not get
 * slower. Returns how many pages it changed.
 * @param {string} dir
 */
export async function runScriptsAfterPaint(dir) {
  let pages = 0;
  for await (const file of filesUnder(dir)) {
    if (!file.endsWith('.html')) continue;
    const html = await readFile(file, 'utf8');
    const ordered = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
    if (ordered.length === 0) continue;
    const independent = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
    const changed = html
      .replace(DEFERRED_SCRIPT, '')
      .replace(ASYNC_SCRIPT, '')
      .replace('</body>', () => `${loaderScript(ordered, independent)}</body>`);
    await writeFile(file, changed);
    pages += 1;
  }
  return pages;
}
