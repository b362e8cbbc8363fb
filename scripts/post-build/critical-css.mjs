import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Beasties from 'beasties';
import { filesUnder } from './precompress.mjs';
import { dropUnusedCustomProperties } from './unused-custom-properties.mjs';

// Attributes that the theme's inline script sets on <html> before the first paint: absent from the
// built HTML, so Beasties cannot see that their rules apply (the dark palette among them).
const RUNTIME_HTML_ATTRIBUTES = ['data-theme', 'data-theme-choice', 'data-announcement-bar-initially-dismissed'];

/** Rules Beasties cannot match against the built HTML, yet the first screen needs. */
const ALWAYS_INLINED = [
  new RegExp(`\\[(${RUNTIME_HTML_ATTRIBUTES.join('|')})[\\]=]`),
  // Beasties drops `:where(…)` selectors whole instead of testing what is inside (Infima's buttons).
  /:where\(/,
  // Parts that React renders only after hydration: the code blocks' copy and wrap buttons, and the
  // search button's key hints.
  /\.(buttonGroup|copyButton|wordWrapButton)\w*_/,
  /\.DocSearch-Button-Key|^kbd\b|\.wideKey_/,
];

/** Marks a page already processed, so that running the steps twice changes nothing. */
const DEFERRED_STYLESHEET = /<link[^>]+media=["']?print["']?[^>]+onload=/;

/** @param {string} dir */
function createBeasties(dir) {
  return new Beasties({
    path: dir,
    publicPath: '/',
    // The full stylesheet loads as `media=print` (lowest priority, blocking nothing) and switches to
    // `all` once loaded; <noscript> keeps the plain link for browsers without JavaScript.
    preload: 'media',
    noscriptFallback: true,
    // The full file stays whole: it is shared by every page and cached for good.
    pruneSource: false,
    allowRules: ALWAYS_INLINED,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
  });
}

/** The text of every script of the build, where components may read custom properties too. */
async function scriptsText(/** @type {string} */ dir) {
  const folder = path.join(dir, 'assets/js');
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.js'));
  return (await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')))).join('\n');
}

/**
 * Inlines into every built HTML page the rules of the site's stylesheet that match its elements,
 * and makes the stylesheet itself load without blocking the first paint. Returns the count of pages
 * and the largest inlined CSS, gzip.
 * @param {string} dir
 */
export async function inlineCriticalCss(dir) {
  const beasties = createBeasties(dir);
  const scripts = await scriptsText(dir);
  let pages = 0;
  let largestGzip = 0;
  for await (const file of filesUnder(dir)) {
    if (!file.endsWith('.html')) continue;
    const html = await readFile(file, 'utf8');
    if (DEFERRED_STYLESHEET.test(html)) continue;
    const processed = await beasties.process(html);
    const style = /<style>([\s\S]*?)<\/style>/.exec(processed);
    if (!style) continue;
    const markup = processed.slice(0, style.index) + processed.slice(style.index + style[0].length);
    const inlined = dropUnusedCustomProperties(style[1], `${markup}\n${scripts}`);
    largestGzip = Math.max(largestGzip, gzipSync(inlined, { level: 9 }).length);
    await writeFile(
      file,
      processed.replace(style[0], () => `<style>${inlined}</style>`),
    );
    pages += 1;
  }
  return { pages, largestGzip };
}
