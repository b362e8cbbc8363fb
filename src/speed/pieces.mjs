// The speed layer's switch. Every piece of the site that exists only to save bytes or paint time is
// named here, and `SPEED` picks which are built in:
//   SPEED unset or `on`    every piece (what is deployed)
//   SPEED=off              none: plain Docusaurus plus our features (upgrades are checked this way first)
//   SPEED=without:a,b      every piece but a and b (to measure what one piece saves)
// What each piece saves, and how to remove it for good: src/speed/README.md.
// Plain JavaScript, because the post-build script (Node) and the site config (TypeScript) both read it.

/** @typedef {'slim-prism' | 'lean-utils-common' | 'doc-chunks' | 'quiet-hydration' | 'empty-theme-parts' | 'critical-css' | 'precompress'} SpeedPiece */

/** @type {readonly SpeedPiece[]} */
export const SPEED_PIECES = [
  'slim-prism',
  'lean-utils-common',
  'doc-chunks',
  'quiet-hydration',
  'empty-theme-parts',
  'critical-css',
  'precompress',
];

const ALLOWED = `SPEED=on (or unset), SPEED=off, or SPEED=without:<pieces>, pieces among ${SPEED_PIECES.join(', ')}`;

/**
 * The pieces a build carries, from the value of `SPEED`. A value of another form, or an unknown
 * piece, throws with what is allowed: a typo must not silently build a slower site.
 * @param {string | undefined} value
 * @returns {Set<SpeedPiece>}
 */
export function speedPieces(value) {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'on') return new Set(SPEED_PIECES);
  if (setting === 'off') return new Set();
  const match = /^without:(.+)$/.exec(setting);
  if (!match) throw new Error(`SPEED="${setting}" is not a speed setting. Use ${ALLOWED}.`);
  const left = match[1].split(',').map((name) => name.trim());
  const unknown = left.filter((name) => !SPEED_PIECES.includes(/** @type {SpeedPiece} */ (name)));
  if (unknown.length > 0) throw new Error(`SPEED names no piece called ${unknown.join(', ')}. Use ${ALLOWED}.`);
  return new Set(SPEED_PIECES.filter((piece) => !left.includes(piece)));
}
