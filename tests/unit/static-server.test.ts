import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalPath, escapesRoot, startServer } from '../../server/static-server.mjs';
import { precompressDirectory } from '../../scripts/post-build/precompress.mjs';
import { rawRequest } from '../http/raw-request';

describe('canonicalPath (.html forms are the same page)', () => {
  it.each([
    ['/installation.html', '/installation'],
    ['/installation/index.html', '/installation'],
    ['/index.html', '/'],
    ['/api/props', '/api/props'],
    ['/404.html', '/404.html'],
  ])('%s → %s', (input, expected) => expect(canonicalPath(input)).toBe(expected));
});

describe('escapesRoot', () => {
  it.each(['/../etc/passwd', '/%2e%2e/etc/passwd', '/a/%2E%2E%2F%2E%2E/secret', '/x%00', '/%E0%A4%A'])(
    'refuses %s',
    (input) => expect(escapesRoot(input)).toBe(true),
  );
  it('accepts normal paths', () => expect(escapesRoot('/api/props')).toBe(false));
});

// The server over real HTTP, on a free port, against a small built site with its compressed copies.
describe('the production server over HTTP', () => {
  let server: Server;
  let port: number;
  let root: string;
  const site = (file: string) => readFileSync(path.join(root, 'build', file));

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
    cpSync(path.join(__dirname, 'fixtures/static-site'), path.join(root, 'build'), { recursive: true });
    // Beside the build folder, where no request may reach.
    writeFileSync(path.join(root, 'secret.txt'), 'TOP-SECRET');
    await precompressDirectory(path.join(root, 'build'));
    // Indexed at start, removed by a test while the server runs (no compressed copies: written after).
    writeFileSync(path.join(root, 'build', 'assets', 'vanishing.txt'), 'soon gone');
    server = await startServer({ buildDir: path.join(root, 'build'), port: 0, host: '127.0.0.1' });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  const get = (rawPath: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(port, rawPath, headers, method);

  describe('compression', () => {
    it.each([
      ['/assets/js/main.0a1b2c3d.js', 'assets/js/main.0a1b2c3d.js'],
      ['/assets/css/styles.4e5f6a7b.css', 'assets/css/styles.4e5f6a7b.css'],
      ['/installation', 'installation/index.html'],
      ['/llms.txt', 'llms.txt'],
    ])('%s comes as Brotli, else gzip, else as is', async (url, file) => {
      const br = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body)).toEqual(site(file));
      expect(br.body.length).toBeLessThan(site(file).length / 2);
      const gzip = await get(url, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body)).toEqual(site(file));
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toEqual(site(file));
      // A page with a Markdown copy also answers Accept: text/markdown with it.
      const vary = url === '/installation' ? 'Accept-Encoding, Accept' : 'Accept-Encoding';
      for (const response of [br, gzip, plain]) expect(response.headers.vary).toBe(vary);
    });

    it('keeps the real content type of compressed files', async () => {
      const js = await get('/assets/js/main.0a1b2c3d.js', { 'Accept-Encoding': 'br' });
      expect(js.headers['content-type']).toMatch(/^text\/javascript/);
      const md = await get('/installation.md', { 'Accept-Encoding': 'br' });
      expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
      const txt = await get('/llms.txt', { 'Accept-Encoding': 'gzip' });
      expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    });

    it('sends files too small to gain from compression as they are', async () => {
      const svg = await get('/img/logo.svg', { 'Accept-Encoding': 'br, gzip' });
      expect(svg.status).toBe(200);
      expect(svg.headers['content-encoding']).toBeUndefined();
      expect(svg.headers['content-type']).toBe('image/svg+xml');
    });
  });

  describe('caching', () => {
    it('hashed assets are immutable for a year', async () => {
      const response = await get('/assets/js/main.0a1b2c3d.js');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it.each(['/', '/installation', '/img/logo.svg', '/llms.txt'])('%s is revalidated on every use', async (url) => {
      const response = await get(url, { 'Accept-Encoding': 'br' });
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(response.headers.etag).toBeTruthy();
    });

    it('answers a matching revalidation with 304 and no body', async () => {
      const first = await get('/installation', { 'Accept-Encoding': 'br' });
      const again = await get('/installation', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      // Another encoding is another representation, with its own validator.
      const gzip = await get('/installation', { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers.etag).not.toBe(first.headers.etag);
    });
  });

  describe('not found', () => {
    it.each(['/no/such-page', '/assets/js/missing.js', '/404', '/404.html', '/installation/extra'])(
      '%s answers 404 with the not-found page',
      async (url) => {
        const response = await get(url);
        expect(response.status).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body.toString()).toContain('Page not found');
      },
    );

    it('compresses the not-found page for clients that accept it', async () => {
      const response = await get('/no/such-page', { 'Accept-Encoding': 'gzip, br' });
      expect(response.status).toBe(404);
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.body)).toEqual(site('404.html'));
    });

    it('answers HEAD with headers only', async () => {
      const response = await get('/no/such-page', {}, 'HEAD');
      expect(response.status).toBe(404);
      expect(response.body.length).toBe(0);
    });
  });

  describe('security headers', () => {
    it.each(['/', '/assets/js/main.0a1b2c3d.js', '/no/such-page', '/installation.html', '/../secret.txt'])(
      'on %s',
      async (url) => {
        const response = await get(url);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
        expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(response.headers['content-security-policy']).toMatch(
          /^default-src 'none'; script-src 'self' 'sha256-AAAA' https:\/\/cdn\.example;.*; frame-ancestors 'none'$/,
        );
      },
    );

    it("sends the editor frame's own policy with its document", async () => {
      const response = await get('/live-example-frame');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toMatch(
        /^default-src 'none'; script-src 'sha256-BBBB' 'unsafe-eval';/,
      );
    });
  });

  it('refuses to serve a folder without the security policy the build writes', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'no-policy-'));
    writeFileSync(path.join(bare, '404.html'), '<h1>Not found</h1>');
    try {
      await expect(startServer({ buildDir: bare, port: 0, host: '127.0.0.1' })).rejects.toThrow(
        /security-policy\.json is missing: the security headers come from it/,
      );
      // `docusaurus build` alone begins the policy; without the post-build's hashes every page would break.
      writeFileSync(
        path.join(bare, 'security-policy.json'),
        JSON.stringify({ framePaths: ['/f'], sources: {}, pageScripts: [], frameScripts: [] }),
      );
      await expect(startServer({ buildDir: bare, port: 0, host: '127.0.0.1' })).rejects.toThrow(
        /holds no script hashes yet/,
      );
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  describe('no way out of the build folder', () => {
    it.each([
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%252e%252e/secret.txt',
      '/.%2e/secret.txt',
      '/secret.txt%00.html',
      '//../secret.txt',
      '/%c0%ae%c0%ae/secret.txt',
    ])('%s', async (url) => {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain('TOP-SECRET');
    });
  });

  it('a file removed while it runs fails only its own request: the server keeps serving', async () => {
    expect((await get('/assets/vanishing.txt')).status).toBe(200);
    rmSync(path.join(root, 'build', 'assets', 'vanishing.txt'));
    const answer = await get('/assets/vanishing.txt').then(
      (response) => response.status,
      () => 'connection closed',
    );
    expect(answer).not.toBe(200);
    expect((await get('/installation')).status).toBe(200);
  });

  describe('the .html forms of a page', () => {
    it.each([
      ['/installation.html', '/installation'],
      ['/installation/index.html', '/installation'],
      ['/index.html', '/'],
      ['/installation.html?tab=yarn', '/installation?tab=yarn'],
    ])('%s redirects permanently to %s', async (url, location) => {
      const response = await get(url);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(location);
    });

    it('never redirects to another site', async () => {
      const response = await get('/.//evil.example.html');
      expect(response.status).toBe(301);
      expect(response.headers.location).toMatch(/^\/[^/\\]/);
    });

    it('serves the page itself at the canonical address', async () => {
      const response = await get('/installation');
      expect(response.status).toBe(200);
      expect(response.body).toEqual(site('installation/index.html'));
    });
  });
});
