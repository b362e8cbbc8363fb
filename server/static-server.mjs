// The production server of the built site: sirv serves files (precompressed .br/.gz when present);
// this module only adds what a real host adds — redirects for the §2 `.html` aliases, security and cache headers,
// and a 404 status with the not-found page.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const HASHED_ASSET = /^\/assets\//;

// sirv adds a charset to HTML only; the Markdown copies and llms*.txt are UTF-8 text (issue 9).
const TEXT_TYPES = { '.md': 'text/markdown; charset=utf-8', '.txt': 'text/plain; charset=utf-8' };

const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
};

/** `/a.html` and `/a/index.html` are the same page as `/a` (spec §2). */
export function canonicalPath(pathname) {
  if (pathname === '/index.html') return '/';
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'/index.html'.length) || '/';
  if (pathname.endsWith('.html') && pathname !== '/404.html') return pathname.slice(0, -'.html'.length);
  return pathname;
}

/** True when the decoded path tries to leave the build folder. */
export function escapesRoot(rawPathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return true;
  }
  return decoded.includes('\0') || decoded.split(/[\\/]/).includes('..');
}

/** @param {string} buildDir @param {{ basePath?: string }} [options] */
export function createHandler(buildDir, { basePath = '/' } = {}) {
  const notFoundPage = readFileSync(path.join(buildDir, '404.html'));
  const files = sirv(buildDir, {
    brotli: true,
    gzip: true,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      const textType = TEXT_TYPES[path.extname(pathname)];
      if (textType) res.setHeader('Content-Type', textType);
      res.setHeader(
        'Cache-Control',
        HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });

  const notFound = (res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(notFoundPage);
  };

  return (req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (escapesRoot(url.pathname)) return notFound(res);
    let pathname = url.pathname;
    // Serving the build under another prefix lets tests see the wrong-base-URL banner (spec §8).
    if (basePath !== '/') {
      if (!pathname.startsWith(basePath)) return notFound(res);
      pathname = `/${pathname.slice(basePath.length)}`;
    }
    const canonical = canonicalPath(pathname);
    if (canonical !== pathname) {
      // One address per page, as static hosts with clean URLs do; the client keeps its state.
      res.statusCode = 301;
      res.setHeader('Location', (basePath === '/' ? '' : basePath.replace(/\/$/, '')) + canonical + url.search);
      return res.end();
    }
    files(req, res, () => notFound(res));
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
