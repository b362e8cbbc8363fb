// How the built site is served, as data. The Node server (static-server.mjs) applies these rules, and
// the post-build step scripts/post-build/host-files.mjs writes them out for other hosts (`_headers`,
// `_redirects`, `nginx.conf`), so that every host answers the same way.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EXAMPLE_PICTURES_PREFIX } from '../src/site-settings/example-pictures.mjs';
import { markdownPath } from '../src/plugins/markdown-copies/markdown-path.mjs';

/**
 * Sent with every answer: pages, files, redirects and not-found alike. Two more, the
 * Content-Security-Policy and X-Frame-Options, depend on the document: see `securityHeaders`.
 */
export const COMMON_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // One year. Without includeSubDomains or preload: those would bind every subdomain of the site's
  // domain, and a place in browsers' preload lists, to HTTPS for good (server/README.md).
  'Strict-Transport-Security': 'max-age=31536000',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // No other site may load our files, but for the example pictures (EXAMPLE_PICTURES). The editor's
  // sandboxed frame has an opaque origin, which counts as another site: its document therefore
  // carries its script inline.
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Features the site never uses, refused to its pages and to every frame in them.
  'Permissions-Policy': [
    'accelerometer',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ]
    .map((feature) => `${feature}=()`)
    .join(', '),
};

/**
 * The pictures the live examples show, which any site may load. The examples also run in the
 * sandboxed frames (a version picked, or code edited), whose opaque origin is another site to the
 * browser: with `same-origin`, the pictures would not show there. They are drawings made for the
 * examples, public like the pages, and an image runs no code.
 */
export const EXAMPLE_PICTURES = {
  prefix: EXAMPLE_PICTURES_PREFIX,
  headers: { 'Cross-Origin-Resource-Policy': 'cross-origin' },
};

/**
 * What the build allows beyond the site's own files, written by the build into the folder it serves
 * (HOST_FILES.policy) and read by every host: the hashes of the inline scripts of the built pages
 * and of the editor's frames, the hosts of the third-party scripts a build keeps, and the paths of
 * the frames (one per Reanimated version).
 * @typedef {{
 *   framePaths: string[],
 *   sources: { script: string[], connect: string[], frame: string[], form: string[] },
 *   pageScripts: string[],
 *   frameScripts: string[],
 * }} SecurityPolicy
 */

const list = (/** @type {string[]} */ values, fallback = "'none'") => (values.length > 0 ? values.join(' ') : fallback);

/**
 * The docs pages' policy: scripts of our own and the inline ones the build hashed, never `eval` nor
 * an inline script it did not hash. Styles may be inline: the theme and React write `style`
 * attributes, and react-native-web and DocSearch add `<style>` elements; CSS runs no code.
 * @param {SecurityPolicy} policy
 */
export function pagePolicy({ sources, pageScripts }) {
  return [
    "default-src 'none'",
    `script-src 'self' ${list([...pageScripts, ...sources.script], '')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    // Infima draws some icons as data: SVG in its CSS.
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${list(sources.connect, '')}`.trim(),
    // The editor's frame, and the embeds of a third-party script.
    `frame-src 'self' ${list(sources.frame, '')}`.trim(),
    "manifest-src 'self'",
    `form-action ${list(sources.form)}`,
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The editor frame's policy: its one inline script, and `eval`, since running the reader's code is
 * what it is for. It fetches nothing, may show images from this site (EXAMPLE_PICTURES) and from
 * anywhere (a reader's `<Image>`), and only our pages may frame it. Its opaque origin keeps the code
 * away from the docs page.
 * @param {SecurityPolicy} policy
 */
export function framePolicy({ frameScripts }) {
  return [
    "default-src 'none'",
    `script-src ${list(frameScripts)} 'unsafe-eval'`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "form-action 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** @param {SecurityPolicy} policy @param {string} pathname the path as served */
export const isFramePath = (policy, pathname) => policy.framePaths.includes(pathname.replace(/\/$/, ''));

/**
 * Every security header of one answer: the frame's document may be framed by our pages and runs its
 * own policy; everything else, pages and not-found included, the pages' policy. Any site may load
 * the example pictures.
 * @param {SecurityPolicy} policy @param {string} pathname the path as served
 */
export function securityHeaders(policy, pathname) {
  const frame = isFramePath(policy, pathname);
  return {
    ...COMMON_SECURITY_HEADERS,
    ...(pathname.startsWith(EXAMPLE_PICTURES.prefix) && EXAMPLE_PICTURES.headers),
    'Content-Security-Policy': frame ? framePolicy(policy) : pagePolicy(policy),
    'X-Frame-Options': frame ? 'SAMEORIGIN' : 'DENY',
  };
}

/**
 * The policy a build wrote. A folder without one, or whose policy has no hashes yet, was not built
 * by `npm run build` (or the build failed): serving it would serve it unprotected or broken, so this
 * throws. The post-build step that adds the hashes reads it as begun (`complete: false`).
 * @param {string} buildDir @param {{ complete?: boolean }} [options] @returns {SecurityPolicy}
 */
export function readSecurityPolicy(buildDir, { complete = true } = {}) {
  const file = path.join(buildDir, HOST_FILES.policy);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: the security headers come from it. Build the site with \`npm run build\`.`);
  }
  const policy = JSON.parse(readFileSync(file, 'utf8'));
  if (complete && policy.frameScripts.length === 0) {
    throw new Error(
      `${file} holds no script hashes yet: \`docusaurus build\` begins it, and scripts/post-build.mjs completes it. Build with \`npm run build\`.`,
    );
  }
  return policy;
}

/** Every answer may differ by encoding, 304s and 404s included, so caches must key on it. */
export const VARY = 'Accept-Encoding';

export const CACHE_CONTROL = {
  /** Files under this prefix have a content hash in their name: a new content is a new name. */
  hashedPrefix: '/assets/',
  hashed: 'public, max-age=31536000, immutable',
  /** Everything else (pages, images, text copies) may change at the next deploy. */
  other: 'public, max-age=0, must-revalidate',
  notFound: 'no-cache',
};

/** The Markdown copies and llms*.txt are UTF-8 text; generic type tables send them without a charset. */
export const TEXT_TYPES = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Markdown for agents: a page's address answers with the page's Markdown copy (markdownPath) when
 * the request's Accept names `text/markdown` without refusing it (`q=0`). Browsers never name it, so
 * they get HTML. `accept` is a case-insensitive pattern that JavaScript and nginx's PCRE read alike.
 */
export const MARKDOWN_FOR_AGENTS = {
  accept: 'text/markdown(?![^,]*;\\s*q\\s*=\\s*0(?:\\.0*)?\\s*(?:[,;]|$))',
  type: TEXT_TYPES['.md'],
  /** Vary at every address that has a Markdown copy, for its HTML and Markdown answers alike. */
  vary: `${VARY}, Accept`,
};

/** @param {string | undefined} accept the request's Accept header */
export const wantsMarkdown = (accept) => new RegExp(MARKDOWN_FOR_AGENTS.accept, 'i').test(accept ?? '');

export { markdownPath };

/** The not-found page is a file of the build, not a route: these paths answer 404 with its body. */
export const NOT_FOUND = { file: '404.html', paths: ['/404', '/404.html'] };

/** Suffixes that name the same page as the path without them (clean URLs), longest first. */
export const HTML_FORMS = ['/index.html', '.html'];

/** The copies the build writes beside every text file of 1 KB or more, best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** Rules for other hosts, written into the build folder: configuration, never served as pages. */
export const HOST_FILES = {
  headers: '_headers',
  redirects: '_redirects',
  nginx: 'nginx.conf',
  policy: 'security-policy.json',
};

/** `/a.html` and `/a/index.html` are the same page as `/a`; the not-found page keeps its name. */
export function canonicalPath(pathname) {
  if (NOT_FOUND.paths.includes(pathname)) return pathname;
  for (const suffix of HTML_FORMS) {
    if (pathname.endsWith(suffix)) return pathname.slice(0, -suffix.length) || '/';
  }
  return pathname;
}

/** True when the path, as the client sent it, tries to leave the build folder (encoded or not). */
export function escapesRoot(rawPathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return true;
  }
  return decoded.includes('\0') || decoded.split(/[\\/]/).includes('..');
}

/** @param {string} pathname a path inside the build, as served */
export const cacheControlFor = (pathname) =>
  pathname.startsWith(CACHE_CONTROL.hashedPrefix) ? CACHE_CONTROL.hashed : CACHE_CONTROL.other;

/** The paths of HOST_FILES, which answer 404 like any unknown path. */
export const HOST_FILE_PATHS = Object.values(HOST_FILES).map((file) => `/${file}`);
