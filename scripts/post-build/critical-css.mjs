import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Beasties from 'beasties';
import { filesUnder } from '../lib/files-under.mjs';
import { customPropertyNames, dropUnusedCustomProperties } from './unused-custom-properties.mjs';

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

/**
 * Marks a page already processed, so that running the steps twice changes nothing: the fallback
 * link stays where this step writes it, while the after-first-paint step moves the deferred one.
 */
const STYLESHEET_FALLBACK = /<noscript><link rel=stylesheet /;
/** The site's stylesheet link as Docusaurus writes it (the minifier drops the quotes). */
const STYLESHEET_LINK = /<link rel="?stylesheet"? href="?(\/assets\/css\/[^"\s>]+\.css)"?\s*\/?>/g;

// Loads without blocking the paint (a print stylesheet blocks nothing) and applies once loaded;
// browsers without JavaScript take the <noscript> copy.
const deferredLink = (/** @type {string} */ href) =>
  `<link rel=stylesheet href=${href} media=print onload="this.media='all'">` +
  `<noscript><link rel=stylesheet href=${href}></noscript>`;

/** @param {string} dir */
function createBeasties(dir) {
  return new Beasties({
    path: dir,
    publicPath: '/',
    // Beasties picks the rules; the page's own markup is edited below, because Beasties's parser
    // does not know HTML's omitted end tags (`<th>a<tbody>` ends up nesting the body in the cell).
    // The full file stays whole: it is shared by every page and cached for good.
    pruneSource: false,
    allowRules: ALWAYS_INLINED,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
  });
}

/** The custom properties every script of the build mentions (components may read them too). */
async function scriptsCustomProperties(/** @type {string} */ dir) {
  const folder = path.join(dir, 'assets/js');
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.js'));
  const texts = await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
  return customPropertyNames(texts.join('\n'));
}

/**
 * Inlines into every built HTML page the rules of the site's stylesheet that match its elements,
 * and makes the stylesheet itself load without blocking the first paint. Returns the count of pages
 * and the largest inlined CSS, gzip.
 * @param {string} dir
 */
export async function inlineCriticalCss(dir) {
  const beasties = createBeasties(dir);
  // Once for the build, not once per page: the scripts are megabytes, their names a few hundred.
  const scripts = await scriptsCustomProperties(dir);
  let pages = 0;
  let largestGzip = 0;
  for await (const file of filesUnder(dir)) {
    if (!file.endsWith('.html')) continue;
    const html = await readFile(file, 'utf8');
    if (STYLESHEET_FALLBACK.test(html)) continue;
    if (html.search(STYLESHEET_LINK) < 0) continue;
    const critical = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(html))?.[1] ?? '';
    const inlined = dropUnusedCustomProperties(critical, `${html}\n${scripts}`);
    largestGzip = Math.max(largestGzip, gzipSync(inlined, { level: 9 }).length);
    let first = true;
    const changed = html.replace(STYLESHEET_LINK, (_, href) => {
      const style = first ? `<style>${inlined}</style>` : '';
      first = false;
      return style + deferredLink(href);
    });
    await writeFile(file, changed);
    pages += 1;
  }
  return { pages, largestGzip };
}
