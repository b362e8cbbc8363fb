// The post-build pass over every built page: each HTML file is read and parsed once (rehype), changed
// by the steps that apply to it, its inline scripts hashed into the security policy
// (HOST_FILES.policy, begun by src/plugins/security-policy), and written once. The steps change the
// tree, never the text, so no step re-reads what another wrote. The pages share one policy; the
// editor's frame has its own.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { HOST_FILES, isFramePath, readSecurityPolicy } from '../../server/host-rules.mjs';
import { filesUnder } from '../../src/build-helpers/files-under.mjs';

// Script types a browser runs; any other (`application/json`, `application/ld+json`) is data.
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The `'sha256-…'` source that allows an inline script of exactly this text. */
export const hashSource = (/** @type {string} */ text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hash sources of a page's inline scripts. A page with an inline event handler (`onload=…`)
 * throws: no policy without 'unsafe-inline' lets one run, so the page would silently break.
 * @param {import('hast').Root} tree @param {string} name for the error
 */
export function inlineScriptHashes(tree, name) {
  /** @type {string[]} */
  const hashes = [];
  visit(tree, 'element', (node) => {
    const handler = Object.keys(node.properties ?? {}).find((key) => /^on[A-Z]/.test(key));
    if (handler) {
      throw new Error(
        `${name}: <${node.tagName} ${handler.toLowerCase()}> is an inline event handler, which the Content-Security-Policy blocks. Add the listener from a script instead.`,
      );
    }
    if (node.tagName !== 'script' || node.properties?.src != null) return;
    const type = String(node.properties?.type ?? '').toLowerCase();
    if (!RUNNABLE_TYPES.has(type)) return;
    hashes.push(hashSource(node.children.map((child) => ('value' in child ? child.value : '')).join('')));
  });
  return hashes;
}

/**
 * A step that changes every page of the site (not the editor's frame, which is ours from end to
 * end). `apply` changes the tree in place and returns what it added; it throws if the page is not
 * as it expects. An empty answer stops the build too: a page a step leaves as it was is a page the
 * step no longer understands (after a Docusaurus upgrade, say), and must not ship unnoticed.
 * @typedef {{ name: string, apply: (tree: import('hast').Root, html: string, name: string) => Promise<unknown> }} PageStep
 */

// Compact, as Docusaurus's minifier writes pages: no quotes where none are needed.
const SERIALIZE = /** @type {const} */ ({ preferUnquoted: true, collapseEmptyAttributes: true });

const sorted = (/** @type {Set<string>} */ values) => [...values].sort();

/**
 * @param {string} buildDir
 * @param {PageStep[]} steps
 * @returns {Promise<string>} a one-line summary
 */
export async function processPages(buildDir, steps) {
  const policy = readSecurityPolicy(buildDir, { complete: false });
  const parser = unified().use(rehypeParse);
  const page = new Set();
  const frame = new Set();
  let pages = 0;
  let changed = 0;
  for await (const file of filesUnder(buildDir)) {
    if (!file.endsWith('.html')) continue;
    const relative = path.relative(buildDir, file).split(path.sep).join('/');
    const served = `/${relative.replace(/(^|\/)index\.html$/, '')}`;
    const inFrame = isFramePath(policy, served);
    const html = await readFile(file, 'utf8');
    const tree = parser.parse(html);
    if (!inFrame) {
      for (const step of steps) {
        if (!(await step.apply(tree, html, relative)))
          throw new Error(`${relative}: ${step.name} left the page unchanged.`);
      }
    }
    for (const hash of inlineScriptHashes(tree, relative)) (inFrame ? frame : page).add(hash);
    if (!inFrame && steps.length > 0) {
      await writeFile(file, toHtml(tree, SERIALIZE));
      changed += 1;
    }
    pages += 1;
  }
  if (frame.size === 0)
    throw new Error(`No inline script in the editor's frames (${policy.framePaths.join(', ')}): was it built?`);
  const complete = { ...policy, pageScripts: sorted(page), frameScripts: sorted(frame) };
  await writeFile(path.join(buildDir, HOST_FILES.policy), `${JSON.stringify(complete, null, 2)}\n`);
  const names = steps.map((step) => step.name).join(', ') || 'no step';
  return `${changed} of ${pages} HTML files changed (${names}); ${page.size} page scripts and ${frame.size} frame script hashed`;
}
