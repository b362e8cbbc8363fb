import { readFile, writeFile } from 'node:fs/promises';
import { filesUnder } from '../lib/files-under.mjs';

// The page's own scripts, as Docusaurus writes them into <head> (the minifier drops the quotes).
const DEFERRED_SCRIPT = /<script src="?(\/assets\/js\/[^"\s>]+\.js)"? defer><\/script>/g;
// Third-party scripts (src/external-scripts.ts), which Docusaurus writes as async <script>s.
const ASYNC_SCRIPT = /<script src="?(https:\/\/[^"\s>]+)"? async><\/script>/g;
// The full stylesheet as the critical-CSS step leaves it: loading unseen, switched on when loaded.
const PRINT_STYLESHEET =
  /<link rel=stylesheet href=(\/assets\/css\/[^\s>]+\.css) media=print onload="this.media='all'">/g;

/**
 * Runs in the page, at the end of <body>: once the first content is on screen (the paint entry is
 * reported after the frame has been presented), adds the full stylesheet and the page's own scripts
 * in order; once those have run, the third-party scripts, independently, as `async` did. Nothing on
 * the page needs the third-party ones, and each opens a connection to a new host, which Lighthouse's
 * simulation counts in full if it starts before the largest paint. `load` is no substitute,
 * since it can come before that frame. It only stands in where no first-paint entry will come:
 * where paint entries do not exist, and in a page that has been in the background before its first
 * paint (the browser reports none then). Three seconds after `load`, it adds them anyway, for a
 * page hidden before this script could notice; a busy phone paints well before that.
 *
 * `window.docusaurusScriptsSettled` settles once the page's own scripts have run or failed to load.
 * Docusaurus's base-URL check reads it (patches/@docusaurus+core+*.patch): it used to decide at
 * DOMContentLoaded, which now comes before the scripts, and would warn on every correct home page.
 *
 * Its text is written into the page as it is, so it keeps to what every browser runs: no arrow
 * functions, no `const`. It is the same on every page, which reads what to add from its JSON data
 * block: one hash in the Content-Security-Policy covers the whole site.
 */
function loadAfterFirstPaint() {
  var after = JSON.parse(document.getElementById('after-first-paint').textContent);
  var added = false;
  var left = after.ordered.length;
  var settle;
  window.docusaurusScriptsSettled = new Promise(function (resolve) {
    settle = resolve;
  });
  function settleOne() {
    left -= 1;
    if (left === 0) settle();
  }
  function addScript(src, inOrder) {
    var script = document.createElement('script');
    script.src = src;
    script.async = !inOrder;
    if (inOrder) script.onload = script.onerror = settleOne;
    document.head.appendChild(script);
  }
  function addAll() {
    if (added) return;
    added = true;
    if (left === 0) settle();
    after.stylesheets.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.appendChild(link);
    });
    after.ordered.forEach(function (src) {
      addScript(src, true);
    });
    window.docusaurusScriptsSettled.then(function () {
      after.independent.forEach(function (src) {
        addScript(src, false);
      });
    });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  var paintEntries = Boolean(types && types.indexOf('paint') >= 0);
  if (paintEntries) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) addAll();
    }).observe({ type: 'paint', buffered: true });
  }
  var loaded = false;
  var wasHidden = document.hidden;
  addEventListener('visibilitychange', function () {
    if (!document.hidden) return;
    wasHidden = true;
    if (loaded) addAll();
  });
  addEventListener('load', function () {
    loaded = true;
    if (!paintEntries || wasHidden) addAll();
    else setTimeout(addAll, 3000);
  });
}

/** The loader, the same on every page. */
export const LOADER_SCRIPT = `<script>(${loadAfterFirstPaint})()</script>`;

/**
 * The loader's data block and the loader, for what it adds. The data never runs (`application/json`),
 * and `<` is escaped so that no address can end the block.
 * @param {{ stylesheets: string[], ordered: string[], independent: string[] }} after
 */
export function loaderScript(after) {
  const data = JSON.stringify(after).replace(/</g, '\\u003c');
  return `<script type=application/json id=after-first-paint>${data}</script>${LOADER_SCRIPT}`;
}

/**
 * On a fast network the scripts and the full stylesheet arrive with the HTML: `defer` runs the
 * scripts before the browser shows anything, and the stylesheet, switched on as soon as it loads,
 * restyles the whole page before its first frame. The first paint waited for both, though the
 * inlined critical CSS already styles every element of the page. Each page instead requests them
 * once its first content has been presented; without JavaScript, the critical-CSS step's
 * `<noscript>` link still brings the stylesheet.
 *
 * Nothing is preloaded, measured with Lighthouse (bench/quality.mjs): its simulation counts every
 * request that starts before the largest paint as a cost of it, except low-priority images.
 * Low-priority preloads of the page scripts, and the two third-party scripts in <head>, held
 * simulated LCP at 1.53 s on every text page; without them it was 1.05 s, or 1.2-1.5 s where the
 * stylesheet had been switched on before the first frame; with the stylesheet after it too,
 * 0.83-0.90 s. Applied slow-4G paints did not get slower. Returns how many pages it changed.
 * @param {string} dir
 */
export async function loadAfterFirstPaintEverywhere(dir) {
  let pages = 0;
  for await (const file of filesUnder(dir)) {
    if (!file.endsWith('.html')) continue;
    const html = await readFile(file, 'utf8');
    const ordered = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
    if (ordered.length === 0) continue;
    const stylesheets = [...html.matchAll(PRINT_STYLESHEET)].map((match) => match[1]);
    const independent = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
    const changed = html
      .replace(PRINT_STYLESHEET, '')
      .replace(DEFERRED_SCRIPT, '')
      .replace(ASYNC_SCRIPT, '')
      .replace('</body>', () => `${loaderScript({ stylesheets, ordered, independent })}</body>`);
    await writeFile(file, changed);
    pages += 1;
  }
  return pages;
}
