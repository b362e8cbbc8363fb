// Critical CSS: each page carries, inline, the rules of the site's stylesheet that its own elements
// use, and the full stylesheet moves to the end of <body>, where it no longer holds back the first
// paint of the content above it (Chromium, Firefox and Safari paint what precedes a stylesheet in the
// body). No script and no event handler is involved: the Content-Security-Policy allows neither
// inline, and without JavaScript the stylesheet still applies. The page scripts, which Docusaurus
// writes as `defer`, run once that stylesheet has arrived, as they would with it in <head>.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';
import { selectAll } from 'hast-util-select';
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

/** The site's own stylesheets, as Docusaurus links them from <head>. */
const SITE_STYLESHEET = 'head > link[rel~=stylesheet][href*="/assets/css/"]';

/** The custom properties every script of the build mentions (components may read them too). */
async function scriptsCustomProperties(/** @type {string} */ dir) {
  const folder = path.join(dir, 'assets/js');
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.js'));
  const texts = await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
  return customPropertyNames(texts.join('\n'));
}

/**
 * The critical-CSS step for one build folder: `apply` changes one parsed page, and throws when the
 * page has no stylesheet link in <head> to defer (a page processed already, or a Docusaurus that
 * links its stylesheet otherwise), so that no page is silently left as it was.
 * @param {string} dir
 */
export async function criticalCss(dir) {
  // Beasties picks the rules from the page as Docusaurus wrote it; the page itself is edited on the
  // tree of the post-build pass. The full file stays whole: it is shared and cached for good.
  const beasties = new Beasties({
    path: dir,
    publicPath: '/',
    pruneSource: false,
    allowRules: ALWAYS_INLINED,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
  });
  // Once for the build, not once per page: the scripts are megabytes, their names a few hundred.
  const scripts = await scriptsCustomProperties(dir);
  return {
    /**
     * @param {import('hast').Root} tree the page, changed in place
     * @param {string} html the page's text as read
     * @param {string} name for the error
     * @returns {Promise<string>} the CSS inlined
     */
    async apply(tree, html, name) {
      const links = selectAll(SITE_STYLESHEET, tree);
      if (links.length === 0) {
        throw new Error(
          `${name}: no stylesheet link under <head> to defer (critical CSS). Was the post-build run twice on this folder, or does Docusaurus link its CSS another way now?`,
        );
      }
      // Beasties answers with the page and its rules in the first <style> it writes.
      const picked = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(html))?.[1] ?? '';
      if (picked === '') throw new Error(`${name}: Beasties found no rule of the stylesheet that this page uses.`);
      const inlined = dropUnusedCustomProperties(picked, `${html}\n${scripts}`);
      const head = /** @type {import('hast').Element} */ (selectAll('head', tree)[0]);
      const body = /** @type {import('hast').Element} */ (selectAll('body', tree)[0]);
      const style = /** @type {import('hast').Element} */ ({
        type: 'element',
        tagName: 'style',
        properties: {},
        children: [{ type: 'text', value: inlined }],
      });
      head.children.splice(head.children.indexOf(links[0]), 0, style);
      for (const link of links) {
        head.children.splice(head.children.indexOf(link), 1);
        body.children.push(link);
      }
      return inlined;
    },
  };
}
