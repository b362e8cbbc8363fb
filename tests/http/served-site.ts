// The HTTP behaviour every host of the built site must show, as one set of tests that
// servers.spec.ts runs against each server (our Node server, nginx with the generated snippet).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CACHE_CONTROL,
  EXAMPLE_PICTURES,
  HOST_FILE_PATHS,
  MARKDOWN_FOR_AGENTS,
  NOT_FOUND,
  TEXT_TYPES,
  VARY,
  readSecurityPolicy,
  securityHeaders,
} from '../../server/host-rules.mjs';
import { unlistedInlineScripts } from './inline-scripts';
import { MIN_BYTES } from '../../scripts/post-build/precompress.mjs';
import { rawRequest } from './raw-request';

export interface RunningServer {
  port: number;
  stop: () => Promise<void>;
}

/** Addresses of the build that the tests need, found in the build rather than written down. */
export function siteAddresses(buildDir: string) {
  const hashed = (folder: string, pattern: RegExp) => {
    const name = readdirSync(path.join(buildDir, 'assets', folder)).find((file) => pattern.test(file));
    if (!name) throw new Error(`no ${pattern} in ${buildDir}/assets/${folder}: is the build complete?`);
    return `/assets/${folder}/${name}`;
  };
  return {
    page: '/installation',
    pageFile: 'installation/index.html',
    script: hashed('js', /^main\.[0-9a-f]+\.js$/),
    style: hashed('css', /^styles\.[0-9a-f]+\.css$/),
    markdown: '/installation.md',
    /** A page of the build without a Markdown copy. */
    pageWithoutCopy: '/search',
    text: '/llms.txt',
    /** Below MIN_BYTES, so the build keeps no compressed copy of it. */
    small: '/robots.txt',
    picture: `${EXAMPLE_PICTURES.prefix}${readdirSync(path.join(buildDir, EXAMPLE_PICTURES.prefix)).find((file) => file.endsWith('.svg'))}`,
  };
}

const fileOf = (url: string) => (url === '/installation' ? 'installation/index.html' : url.slice(1));
const htmlType = /^text\/html;\s*charset=utf-8$/;
/** Byte for byte; toEqual walks a large Buffer one element at a time. */
const expectSameBytes = (actual: Buffer, expected: Buffer) =>
  expect(actual.equals(expected), `${actual.length} bytes, expected ${expected.length}`).toBe(true);

export function describeServedSite(name: string, buildDir: string, start: () => Promise<RunningServer>) {
  describe(name, () => {
    let server: RunningServer;
    const site = siteAddresses(buildDir);
    const stored = (url: string) => readFileSync(path.join(buildDir, fileOf(url)));
    const notFoundPage = readFileSync(path.join(buildDir, NOT_FOUND.file));
    const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
      rawRequest(server.port, url, headers, method);

    beforeAll(async () => {
      server = await start();
    });
    afterAll(() => server?.stop());

    describe('precompressed copies', () => {
      it.each([site.page, site.script, site.style, site.markdown, site.text])(
        '%s comes as Brotli, else gzip, else as is, always with Vary',
        async (url) => {
          const br = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' });
          expect(br.status).toBe(200);
          expect(br.headers['content-encoding']).toBe('br');
          expectSameBytes(brotliDecompressSync(br.body), stored(url));
          const gzip = await get(url, { 'Accept-Encoding': 'gzip' });
          expect(gzip.headers['content-encoding']).toBe('gzip');
          expectSameBytes(gunzipSync(gzip.body), stored(url));
          const plain = await get(url);
          expect(plain.headers['content-encoding']).toBeUndefined();
          expectSameBytes(plain.body, stored(url));
          const vary = url === site.page ? MARKDOWN_FOR_AGENTS.vary : VARY;
          for (const response of [br, gzip, plain]) expect(response.headers.vary).toBe(vary);
        },
      );

      it('sends a file too small to have copies as it is', async () => {
        expect(stored(site.small).length).toBeLessThan(MIN_BYTES);
        const response = await get(site.small, { 'Accept-Encoding': 'br, gzip' });
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expectSameBytes(response.body, stored(site.small));
      });
    });

    describe('content types', () => {
      it.each([
        [site.markdown, TEXT_TYPES['.md']],
        [site.text, TEXT_TYPES['.txt']],
        [site.small, TEXT_TYPES['.txt']],
      ])('%s is %s, compressed or not', async (url, type) => {
        for (const encoding of ['br', 'gzip', 'identity']) {
          const response = await get(url, { 'Accept-Encoding': encoding });
          expect(response.headers['content-type']).toBe(type);
        }
      });

      it('pages are UTF-8 HTML, scripts JavaScript and styles CSS', async () => {
        expect((await get(site.page, { 'Accept-Encoding': 'br' })).headers['content-type']).toMatch(htmlType);
        expect((await get(site.script, { 'Accept-Encoding': 'br' })).headers['content-type']).toMatch(/javascript/);
        expect((await get(site.style, { 'Accept-Encoding': 'br' })).headers['content-type']).toMatch(/^text\/css/);
      });
    });

    describe('Markdown for agents', () => {
      const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
      const pageFile = (url: string) =>
        readFileSync(path.join(buildDir, url === '/' ? 'index.html' : `${url.replace(/\/$/, '')}/index.html`));

      it.each([
        [site.page, site.markdown],
        [`${site.page}/`, site.markdown],
        ['/', '/index.md'],
      ])('%s answers Accept: text/markdown with %s, compressed or not', async (url, copy) => {
        for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9', 'Text/Markdown;q=0.5, */*;q=0.1']) {
          const plain = await get(url, { Accept: accept });
          expect(plain.status, accept).toBe(200);
          expect(plain.headers['content-type']).toBe(MARKDOWN_FOR_AGENTS.type);
          expect(plain.headers.vary).toBe(MARKDOWN_FOR_AGENTS.vary);
          expectSameBytes(plain.body, stored(copy));
        }
        const br = await get(url, { Accept: 'text/markdown', 'Accept-Encoding': 'br' });
        expect(br.headers['content-type']).toBe(MARKDOWN_FOR_AGENTS.type);
        expectSameBytes(brotliDecompressSync(br.body), stored(copy));
      });

      it.each([BROWSER_ACCEPT, '*/*', 'text/markdown;q=0, text/html', ''])(
        'a page asked with Accept "%s" is HTML, and says it varies by Accept',
        async (accept) => {
          const response = await get(site.page, accept ? { Accept: accept } : {});
          expect(response.status).toBe(200);
          expect(response.headers['content-type']).toMatch(htmlType);
          expect(response.headers.vary).toBe(MARKDOWN_FOR_AGENTS.vary);
          expectSameBytes(response.body, pageFile(site.page));
        },
      );

      it('gives the Markdown answer its own validator', async () => {
        const html = await get(site.page);
        const markdown = await get(site.page, { Accept: 'text/markdown' });
        expect(markdown.headers.etag).toBeTruthy();
        expect(markdown.headers.etag).not.toBe(html.headers.etag);
        const again = await get(site.page, { Accept: 'text/markdown', 'If-None-Match': markdown.headers.etag! });
        expect(again.status).toBe(304);
      });

      it.each([site.pageWithoutCopy, site.markdown, site.script])(
        '%s, which has no Markdown copy of its own, answers as it always does',
        async (url) => {
          const response = await get(url, { Accept: 'text/markdown' });
          expect(response.status).toBe(200);
          expect(response.headers.vary).toBe(VARY);
          expectSameBytes(response.body, url === site.pageWithoutCopy ? pageFile(url) : stored(url));
        },
      );

      it('still moves the .html form of a page to its address', async () => {
        const response = await get(`${site.page}.html`, { Accept: 'text/markdown' });
        expect(response.status).toBe(301);
        expect(response.headers.location).toBe(site.page);
      });
    });

    describe('caching', () => {
      it.each([site.script, site.style])('%s, a hashed asset, is immutable for a year', async (url) => {
        expect((await get(url)).headers['cache-control']).toBe(CACHE_CONTROL.hashed);
      });

      it.each(['/', site.page, site.markdown, site.text, site.small, site.picture])(
        '%s is revalidated on every use',
        async (url) => {
          const response = await get(url, { 'Accept-Encoding': 'br' });
          expect(response.headers['cache-control']).toBe(CACHE_CONTROL.other);
          expect(response.headers.etag).toBeTruthy();
        },
      );

      it('answers a matching revalidation with 304, and gives each encoding its own validator', async () => {
        const first = await get(site.page, { 'Accept-Encoding': 'br' });
        const again = await get(site.page, { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag! });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        const gzip = await get(site.page, { 'Accept-Encoding': 'gzip' });
        expect(gzip.headers.etag).not.toBe(first.headers.etag);
      });
    });

    describe('not found', () => {
      it.each([
        '/no/such-page',
        '/assets/js/missing.js',
        `${site.page}/extra`,
        '/img/',
        '/img',
        EXAMPLE_PICTURES.prefix,
        '/assets/',
        ...NOT_FOUND.paths,
        ...HOST_FILE_PATHS,
      ])('%s answers 404 with the not-found page', async (url) => {
        const response = await get(url);
        expect(response.status).toBe(404);
        expect(response.headers['content-type']).toMatch(htmlType);
        expect(response.headers['cache-control']).toBe(CACHE_CONTROL.notFound);
        expect(response.headers.vary).toBe(VARY);
        expectSameBytes(response.body, notFoundPage);
      });

      it('compresses the not-found page for clients that accept it', async () => {
        const response = await get('/no/such-page', { 'Accept-Encoding': 'gzip, br' });
        expect(response.status).toBe(404);
        expect(response.headers['content-encoding']).toBe('br');
        expectSameBytes(brotliDecompressSync(response.body), notFoundPage);
      });

      it('answers HEAD with headers only', async () => {
        const response = await get('/no/such-page', {}, 'HEAD');
        expect(response.status).toBe(404);
        expect(response.body.length).toBe(0);
      });
    });

    describe('clean addresses', () => {
      it.each([
        [`${site.page}.html`, site.page],
        [`${site.page}/index.html`, site.page],
        ['/index.html', '/'],
        [`${site.page}.html?tab=yarn`, `${site.page}?tab=yarn`],
        [`${site.page}/index.html?tab=yarn&x=1`, `${site.page}?tab=yarn&x=1`],
      ])('%s redirects permanently to %s', async (url, location) => {
        const response = await get(url);
        expect(response.status).toBe(301);
        expect(response.headers.location).toBe(location);
      });

      it.each(['//evil.example.html', '/.//evil.example.html', '//evil.example/index.html'])(
        '%s never redirects to another site',
        async (url) => {
          const response = await get(url);
          expect(response.status).toBe(301);
          expect(response.headers.location).toMatch(/^\/[^/\\]/);
        },
      );

      it.each([site.page, `${site.page}/`])('%s serves the page itself', async (url) => {
        const response = await get(url);
        expect(response.status).toBe(200);
        expectSameBytes(response.body, stored(site.page));
      });
    });

    describe('security headers', () => {
      const policy = readSecurityPolicy(buildDir);
      const expectHeaders = (response: { headers: Record<string, unknown> }, served: string) => {
        for (const [header, value] of Object.entries(securityHeaders(policy, served))) {
          expect(response.headers[header.toLowerCase()], header).toBe(value);
        }
      };

      it.each(['/', site.script, '/no/such-page', `${site.page}.html`, '/../package.json'])('on %s', async (url) => {
        expectHeaders(await get(url), '/');
      });

      it("lets any site load the example pictures, which the editor's sandboxed frames show", async () => {
        const response = await get(site.picture);
        expect(response.status).toBe(200);
        expectHeaders(response, site.picture);
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      });

      it.each(policy.framePaths)(
        "gives the editor's frame %s its own policy, which lets our pages frame it and run code in it",
        async (framePath) => {
          const response = await get(framePath);
          expect(response.status).toBe(200);
          expectHeaders(response, framePath);
          const csp = String(response.headers['content-security-policy']);
          expect(csp).toContain("'unsafe-eval'");
          expect(csp).toContain("frame-ancestors 'self'");
          expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        },
      );

      it('allows no eval and no unhashed inline script on pages, and no page may be framed', async () => {
        const csp = String((await get('/')).headers['content-security-policy']);
        const scripts = /(?:^|; )script-src ([^;]*)/.exec(csp)?.[1] ?? '';
        expect(scripts).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*|data:/);
        expect(csp).toMatch(/(?:^|; )default-src 'none'(?:;|$)/);
        expect(csp).toContain("frame-ancestors 'none'");
      });

      it('allows exactly the inline scripts of every built page, as served', async () => {
        const pages = readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.html'))
          .map((file) => `/${file.split(path.sep).join('/')}`.replace(/\/?index\.html$/, '') || '/');
        expect(pages.length).toBeGreaterThan(40);
        for (const page of pages) {
          const served = NOT_FOUND.paths.includes(page) ? '/no/such-page' : page;
          const response = await get(served);
          const csp = String(response.headers['content-security-policy']);
          expect(unlistedInlineScripts(response.body.toString('utf8'), csp), page).toEqual([]);
        }
      });
    });

    // The repository around the build folder is what a way out would reach.
    describe('no way out of the build folder', () => {
      const outside = readFileSync(path.join(buildDir, '..', 'package.json'), 'utf8');
      it.each([
        '/../package.json',
        '/assets/../../package.json',
        '/%2e%2e/package.json',
        '/%2E%2E/package.json',
        '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
        '/..%2fpackage.json',
        '/..%5cpackage.json',
        '/%252e%252e/package.json',
        '/.%2e/package.json',
        '/package.json%00.html',
        '//../package.json',
        '/%c0%ae%c0%ae/package.json',
      ])('%s is refused', async (url) => {
        const response = await get(url);
        // nginx refuses a path above its root as a bad request before looking at any file.
        expect([400, 404]).toContain(response.status);
        expect(response.body.toString()).not.toContain(outside.slice(0, 200));
      });
    });
  });
}
