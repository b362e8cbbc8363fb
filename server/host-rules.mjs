// How the built site is served, as data. The Node server (static-server.mjs) applies these rules, and
// the post-build step scripts/post-build/host-files.mjs writes them out for other hosts (`_headers`,
// `_redirects`, `nginx.conf`), so that every host answers the same way.

/** Sent with every answer: pages, files, redirects and not-found alike. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
};

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
export const HOST_FILES = { headers: '_headers', redirects: '_redirects', nginx: 'nginx.conf' };

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
