// The production server of the built site. sirv serves the files, with the Brotli/gzip copies the
// post-build step (scripts/post-build.mjs) writes; this module applies the rules of host-rules.mjs on
// top: redirects for the `.html` aliases, security and cache headers, a 404 status with the
// not-found page, and a page's Markdown copy for `Accept: text/markdown`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import {
  CACHE_CONTROL,
  HOST_FILE_PATHS,
  MARKDOWN_FOR_AGENTS,
  NOT_FOUND,
  PRECOMPRESSED,
  TEXT_TYPES,
  VARY,
  cacheControlFor,
  canonicalPath,
  escapesRoot,
  markdownPath,
  readSecurityPolicy,
  securityHeaders,
  wantsMarkdown,
} from './host-rules.mjs';

export { canonicalPath, escapesRoot };

const hasCopies = (/** @type {string} */ encoding) => PRECOMPRESSED.some((copy) => copy.encoding === encoding);

/** The not-found page as stored, with its precompressed copies when the build has them. */
function readNotFoundPage(buildDir) {
  const file = path.join(buildDir, NOT_FOUND.file);
  const copies = PRECOMPRESSED.map(({ encoding, suffix }) => ({
    encoding,
    body: existsSync(file + suffix) ? readFileSync(file + suffix) : null,
  })).filter((copy) => copy.body !== null);
  return { identity: readFileSync(file), copies };
}

/** @param {string} buildDir @param {{ basePath?: string }} [options] */
export function createHandler(buildDir, { basePath = '/' } = {}) {
  const notFoundPage = readNotFoundPage(buildDir);
  const policy = readSecurityPolicy(buildDir);
  /** Answers at an address that has a Markdown copy. */
  const negotiable = new WeakSet();
  // Read once, as sirv reads its files: the addresses of the pages' Markdown copies.
  const markdownCopies = new Set(
    readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) => `/${file.split(path.sep).join('/')}`),
  );
  const files = sirv(buildDir, {
    brotli: hasCopies('br'),
    gzip: hasCopies('gzip'),
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      // sirv has just set its own Vary: an address with a Markdown copy varies by Accept too.
      if (negotiable.has(res)) res.setHeader('Vary', MARKDOWN_FOR_AGENTS.vary);
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      const textType = TEXT_TYPES[path.extname(pathname)];
      if (textType) res.setHeader('Content-Type', textType);
    },
  });

  const notFound = (req, res) => {
    const accepted = req.headers['accept-encoding'] ?? '';
    const copy = notFoundPage.copies.find(({ encoding }) => new RegExp(`\\b${encoding}\\b`).test(accepted));
    const body = copy ? copy.body : notFoundPage.identity;
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', CACHE_CONTROL.notFound);
    if (copy) res.setHeader('Content-Encoding', copy.encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return (req, res) => {
    // Judge the path as sent: WHATWG URL parsing would resolve `..` and `%2e%2e`, and read a
    // leading `//` as a host name.
    const [rawPathname, ...query] = (req.url ?? '/').split('?');
    const search = query.length > 0 ? `?${query.join('?')}` : '';
    // Serving the build under another prefix lets tests see the wrong-base-URL banner.
    const underBase = basePath === '/' || rawPathname.startsWith(basePath);
    const pathname = basePath === '/' || !underBase ? rawPathname : `/${rawPathname.slice(basePath.length)}`;
    for (const [name, value] of Object.entries(securityHeaders(policy, pathname))) res.setHeader(name, value);
    res.setHeader('Vary', VARY);
    if (!rawPathname.startsWith('/') || escapesRoot(rawPathname) || !underBase) return notFound(req, res);
    // sirv looks files up by req.url: give it the path inside the build.
    if (basePath !== '/') req.url = pathname + search;
    // The not-found page is a file of the build, not a route: it never answers 200; nor do the
    // rules written for other hosts.
    if (NOT_FOUND.paths.includes(pathname) || HOST_FILE_PATHS.includes(pathname)) return notFound(req, res);
    const canonical = canonicalPath(pathname);
    if (canonical !== pathname) {
      // One address per page, as static hosts with clean URLs do; the client keeps its state.
      // A single leading slash keeps the target on this site (`//host` would leave it).
      const prefix = basePath === '/' ? '' : basePath.replace(/\/$/, '');
      res.statusCode = 301;
      res.setHeader('Location', `${prefix}/${canonical.replace(/^\/+/, '')}${search}`);
      return res.end();
    }
    // A page's address with a Markdown copy answers Accept: text/markdown with the copy.
    const copy = markdownPath(pathname);
    if (markdownCopies.has(copy)) {
      negotiable.add(res);
      res.setHeader('Vary', MARKDOWN_FOR_AGENTS.vary);
      if (wantsMarkdown(req.headers.accept)) req.url = copy + search;
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
export async function startServer({ buildDir, port = 3000, host = 'localhost', basePath }) {
  const server = http.createServer(createHandler(buildDir, { basePath }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
