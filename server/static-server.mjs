// The production server of the built site. sirv serves the files, with the Brotli/gzip copies the
// post-build step (scripts/post-build.mjs) writes; this module adds what a real host adds: redirects for
// the `.html` forms of a page, security and cache headers, and a 404 status with the not-found page.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const HASHED_ASSET = /^\/assets\//;

// sirv adds a charset to HTML only; the Markdown copies and llms*.txt are UTF-8 text.
const TEXT_TYPES = { '.md': 'text/markdown; charset=utf-8', '.txt': 'text/plain; charset=utf-8' };

const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
};

/** `/a.html` and `/a/index.html` are the same page as `/a`. */
export function canonicalPath(pathname) {
  if (pathname === '/index.html') return '/';
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'/index.html'.length) || '/';
  if (pathname.endsWith('.html') && pathname !== '/404.html') return pathname.slice(0, -'.html'.length);
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

/** The not-found page as stored, with its precompressed copies when the build has them. */
function readNotFoundPage(buildDir) {
  const file = path.join(buildDir, '404.html');
  const variant = (suffix) => (existsSync(file + suffix) ? readFileSync(file + suffix) : null);
  return { identity: readFileSync(file), br: variant('.br'), gzip: variant('.gz') };
}

/** @param {string} buildDir @param {{ basePath?: string }} [options] */
export function createHandler(buildDir, { basePath = '/' } = {}) {
  const notFoundPage = readNotFoundPage(buildDir);
  const files = sirv(buildDir, {
    brotli: true,
    gzip: true,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
      const textType = TEXT_TYPES[path.extname(pathname)];
      if (textType) res.setHeader('Content-Type', textType);
    },
  });

  const notFound = (req, res) => {
    const accepted = req.headers['accept-encoding'] ?? '';
    const [encoding, body] =
      notFoundPage.br && /\bbr\b/.test(accepted)
        ? ['br', notFoundPage.br]
        : notFoundPage.gzip && /\bgzip\b/.test(accepted)
          ? ['gzip', notFoundPage.gzip]
          : [null, notFoundPage.identity];
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return (req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    // Every answer may differ by encoding, 304s and 404s included, so caches must key on it.
    res.setHeader('Vary', 'Accept-Encoding');
    // Judge the path as sent: WHATWG URL parsing would resolve `..` and `%2e%2e`, and read a
    // leading `//` as a host name.
    const [rawPathname, ...query] = (req.url ?? '/').split('?');
    const search = query.length > 0 ? `?${query.join('?')}` : '';
    if (!rawPathname.startsWith('/') || escapesRoot(rawPathname)) return notFound(req, res);
    let pathname = rawPathname;
    // Serving the build under another prefix lets tests see the wrong-base-URL banner.
    if (basePath !== '/') {
      if (!pathname.startsWith(basePath)) return notFound(req, res);
      pathname = `/${pathname.slice(basePath.length)}`;
      // sirv looks files up by req.url: give it the path inside the build.
      req.url = pathname + search;
    }
    // The not-found page is a file of the build, not a route: it never answers 200.
    if (pathname === '/404' || pathname === '/404.html') return notFound(req, res);
    const canonical = canonicalPath(pathname);
    if (canonical !== pathname) {
      // One address per page, as static hosts with clean URLs do; the client keeps its state.
      // A single leading slash keeps the target on this site (`//host` would leave it).
      const prefix = basePath === '/' ? '' : basePath.replace(/\/$/, '');
      res.statusCode = 301;
      res.setHeader('Location', `${prefix}/${canonical.replace(/^\/+/, '')}${search}`);
      return res.end();
    }
    // sirv indexes the build folder once, at start: a file removed since (a deploy replacing the
    // folder under a running server) fails to open after the status line went out. Unheard, that
    // stream error would stop the whole server; it ends this one response instead.
    res.on('pipe', (source) => source.on('error', () => res.destroy()));
    files(req, res, () => notFound(req, res));
  };
}

/**
 * @param {{ buildDir: string, port?: number, host?: string, basePath?: string }} options
 * @returns {Promise<http.Server>}
 */
export function startServer({ buildDir, port = 3000, host = 'localhost', basePath }) {
  const server = http.createServer(createHandler(buildDir, { basePath }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
