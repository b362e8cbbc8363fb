// Completes the build's security policy (HOST_FILES.policy, begun by src/plugins/security-policy)
// with the hashes of every inline script the built HTML holds, read with an HTML parser once every
// other step has written its part. The pages share one policy, the editor's frame has its own.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { HOST_FILES, isFramePath, readSecurityPolicy } from '../../server/host-rules.mjs';
import { filesUnder } from '../lib/files-under.mjs';

// Script types a browser runs; any other (`application/json`, `application/ld+json`) is data.
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The `'sha256-…'` source that allows an inline script of exactly this text. */
export const hashSource = (/** @type {string} */ text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hash sources of a page's inline scripts. A page with an inline event handler (`onload=…`)
 * throws: no policy without 'unsafe-inline' lets one run, so the page would silently break.
 * @param {string} html @param {string} name for the error
 */
export function inlineScriptHashes(html, name) {
  const tree = unified().use(rehypeParse).parse(html);
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

const sorted = (/** @type {Set<string>} */ values) => [...values].sort();

/** @param {string} buildDir @returns {Promise<string>} a one-line summary */
export async function hashInlineScripts(buildDir) {
  const policy = readSecurityPolicy(buildDir, { complete: false });
  const page = new Set();
  const frame = new Set();
  let pages = 0;
  for await (const file of filesUnder(buildDir)) {
    if (!file.endsWith('.html')) continue;
    const relative = path.relative(buildDir, file).split(path.sep).join('/');
    const served = `/${relative.replace(/(^|\/)index\.html$/, '')}`;
    const into = isFramePath(policy, served) ? frame : page;
    for (const hash of inlineScriptHashes(await readFile(file, 'utf8'), relative)) into.add(hash);
    pages += 1;
  }
  if (frame.size === 0) throw new Error(`No inline script in the editor's frame (${policy.framePath}): was it built?`);
  const complete = { ...policy, pageScripts: sorted(page), frameScripts: sorted(frame) };
  await writeFile(path.join(buildDir, HOST_FILES.policy), `${JSON.stringify(complete, null, 2)}\n`);
  return `${page.size} page scripts and ${frame.size} frame script hashed in ${pages} HTML files`;
}
