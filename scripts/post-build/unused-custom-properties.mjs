import postcss from 'postcss';

const referencesIn = (/** @type {string} */ text) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]);

/** The custom property names a text mentions, each once. */
export const customPropertyNames = (/** @type {string} */ text) =>
  [...new Set([...text.matchAll(/--[\w-]+/g)].map((match) => match[0]))].join(' ');

/**
 * Removes the custom properties (`--name: value`) that nothing reads: no rule of `css`, no other
 * property that is read, and no mention in `elsewhere` (the page's markup and scripts, whose inline
 * styles may read them). Infima defines hundreds on `:root`; a page reads about half.
 * @param {string} css
 * @param {string} elsewhere
 * @returns {string}
 */
export function dropUnusedCustomProperties(css, elsewhere) {
  const root = postcss.parse(css);
  /** @type {Map<string, import('postcss').Declaration[]>} */
  const definitions = new Map();
  const pending = customPropertyNames(elsewhere).split(' ').filter(Boolean);
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl]);
    else pending.push(...referencesIn(decl.value));
  });
  const read = new Set();
  for (let name = pending.pop(); name; name = pending.pop()) {
    if (read.has(name)) continue;
    read.add(name);
    for (const decl of definitions.get(name) ?? []) pending.push(...referencesIn(decl.value));
  }
  for (const [name, decls] of definitions) if (!read.has(name)) for (const decl of decls) decl.remove();
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}
