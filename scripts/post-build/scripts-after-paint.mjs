import { readFile, writeFile } from 'node:fs/promises';
import { filesUnder } from './precompress.mjs';

// The page's own scripts, as Docusaurus writes them into <head>.
const DEFERRED_SCRIPT = /<script src="?(\/assets\/js\/[^"\s>]+\.js)"? defer><\/script>/g;

/**
 * The loader that replaces them at the end of <body>: it adds the scripts, in order, once the first
 * content is on screen (the paint entry is reported once the frame is presented). A hidden page
 * paints nothing and a browser without paint timing reports nothing: those start at once.
 * @param {string[]} sources
 */
export function loaderScript(sources) {
  return (
    `<script>(function(){var s=${JSON.stringify(sources)};function go(){if(!s)return;` +
    `s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.head.appendChild(e)});s=null}` +
    `function hidden(){if(document.visibilityState==="hidden")go()}` +
    `if(!window.PerformanceObserver||(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return go();` +
    `new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()})` +
    `.observe({type:"paint",buffered:true});hidden();document.addEventListener("visibilitychange",hidden)})()</script>`
  );
}

/**
 * On a fast network the scripts arrive with the HTML, and `defer` runs them before the browser
 * shows anything: the first paint waits for the whole app to start. Each page instead preloads its
 * scripts at their former priority and runs them once its first content has been presented.
 * Returns how many pages it changed.
 * @param {string} dir
 */
export async function runScriptsAfterPaint(dir) {
  let pages = 0;
  for await (const file of filesUnder(dir)) {
    if (!file.endsWith('.html')) continue;
    const html = await readFile(file, 'utf8');
    const sources = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
    if (sources.length === 0) continue;
    const changed = html
      .replace(DEFERRED_SCRIPT, (_, src) => `<link rel="preload" as="script" href="${src}" fetchpriority="low">`)
      .replace('</body>', () => `${loaderScript(sources)}</body>`);
    await writeFile(file, changed);
    pages += 1;
  }
  return pages;
}
