import { createHash } from 'node:crypto';

// Read with a pattern, not with the build's HTML parser, so that the check does not share the
// build's way of finding scripts: each must agree with the other.
const INLINE_SCRIPT = /<script((?:\s+[^>]*)?)>([\s\S]*?)<\/script>/gi;
const DATA_TYPE = /\stype=["']?application\/(?:ld\+)?json/i;

/**
 * The inline scripts of `html` whose hash the policy's script-src does not list: each would be
 * refused by the browser. JSON data blocks never run and need no hash.
 */
export function unlistedInlineScripts(html: string, policy: string): string[] {
  const allowed = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1].split(/\s+/) ?? [];
  const unlisted: string[] = [];
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    const hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    if (!allowed.includes(hash)) unlisted.push(`${hash} ${text.slice(0, 60)}`);
  }
  return unlisted;
}
