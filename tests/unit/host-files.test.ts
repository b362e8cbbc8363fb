import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CACHE_CONTROL,
  EXAMPLE_PICTURES,
  HOST_FILES,
  NOT_FOUND,
  COMMON_SECURITY_HEADERS,
  TEXT_TYPES,
  canonicalPath,
  readSecurityPolicy,
  securityHeaders,
} from '../../server/host-rules.mjs';
import {
  STATIC_HOST_DEFAULT_CACHE_CONTROL,
  renderHeaders,
  renderRedirects,
  writeHostFiles,
} from '../../scripts/post-build/host-files.mjs';

/** `_headers` as Netlify and Cloudflare Pages read it: a path line, then indented `Name: value` lines. */
function parseHeaders(text: string) {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      expect(rules.has(line), `${line} twice`).toBe(false);
      rules.set(line, (current = new Map()));
    } else {
      const match = /^\s+([A-Za-z-]+): (.+)$/.exec(line);
      expect(match, line).not.toBeNull();
      expect(current, `${line} before any path`).toBeDefined();
      current!.set(match![1], match![2]);
    }
  }
  return rules;
}

const policy = readSecurityPolicy(path.join(__dirname, 'fixtures/static-site'));
const htmlFiles = [
  '404.html',
  'index.html',
  'installation/index.html',
  'live-example-frame/index.html',
  'live-example-frame-reanimated-4/index.html',
];

describe('_headers (Netlify, Cloudflare Pages)', () => {
  const rules = parseHeaders(renderHeaders(policy, htmlFiles));

  it('sends the common security headers on every path', () => {
    expect(Object.fromEntries(rules.get('/*')!)).toEqual(COMMON_SECURITY_HEADERS);
  });

  it.each([
    '/',
    '/404.html',
    '/installation',
    '/installation/',
    '/live-example-frame',
    '/live-example-frame/',
    '/live-example-frame-reanimated-4',
  ])('gives %s the policy and framing rule the Node server sends', (served) => {
    const expected = securityHeaders(policy, served);
    const sent = { ...Object.fromEntries(rules.get('/*')!), ...Object.fromEntries(rules.get(served)!) };
    expect(sent).toEqual(expected);
  });

  it("sends the editor frames' policy to the frames only", () => {
    const framePolicies = [...rules].filter(([, headers]) => headers.get('X-Frame-Options') === 'SAMEORIGIN');
    expect(framePolicies.map(([pattern]) => pattern)).toEqual([
      '/live-example-frame-reanimated-4',
      '/live-example-frame-reanimated-4/',
      '/live-example-frame',
      '/live-example-frame/',
    ]);
  });

  // Netlify sends the value of the later of two matching rules; Cloudflare Pages joins them, and the
  // browser reads "same-origin, cross-origin" as no policy, which lets any site load the file too
  // (checked in Chromium 156: a sandboxed frame loads a picture so served, and not one with same-origin).
  it('lets any site load the example pictures, on either host', () => {
    const patterns = [...rules.keys()];
    const pictures = `${EXAMPLE_PICTURES.prefix}*`;
    expect(patterns.indexOf(pictures)).toBeGreaterThan(patterns.indexOf('/*'));
    const netlify = { ...Object.fromEntries(rules.get('/*')!), ...Object.fromEntries(rules.get(pictures)!) };
    expect(netlify).toEqual({ ...COMMON_SECURITY_HEADERS, ...EXAMPLE_PICTURES.headers });
    const cloudflare = [rules.get('/*')!, rules.get(pictures)!].map((headers) =>
      headers.get('Cross-Origin-Resource-Policy'),
    );
    expect(cloudflare.join(', ')).not.toMatch(/^(same-origin|same-site)$/);
  });

  it('makes hashed assets immutable, and leaves the rest to the hosts’ default, which is our rule', () => {
    expect(rules.get(`${CACHE_CONTROL.hashedPrefix}*`)?.get('Cache-Control')).toBe(CACHE_CONTROL.hashed);
    expect(STATIC_HOST_DEFAULT_CACHE_CONTROL).toBe(CACHE_CONTROL.other);
  });

  it.each(Object.entries(TEXT_TYPES))('types %s files as %s', (extension, type) => {
    expect(rules.get(`/*${extension}`)?.get('Content-Type')).toBe(type);
  });

  // Cloudflare Pages joins the values of a header that two matching rules set ("a, b"); only the
  // extension rules and exact page addresses share a header name: no path ends with two extensions,
  // and no page address ends with one. The example pictures' rule is the one meant exception (above).
  it('never sets a header twice for one path, but the pictures’ policy', () => {
    const owners = new Map<string, string[]>();
    for (const [pattern, headers] of rules) {
      if (pattern === `${EXAMPLE_PICTURES.prefix}*`) continue;
      for (const name of headers.keys()) owners.set(name, [...(owners.get(name) ?? []), pattern]);
    }
    for (const patterns of owners.values()) {
      if (patterns.length > 1) for (const pattern of patterns) expect(pattern).toMatch(/^\/\*\.[a-z]+$|^[^*]*$/);
    }
  });
});

describe('_redirects (Netlify, Cloudflare Pages)', () => {
  const htmlFiles = ['404.html', 'index.html', 'installation/index.html', 'api/props/index.html', 'search/index.html'];
  const lines = renderRedirects(htmlFiles)
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(' '));

  it('sends every .html form of every page to its clean address, permanently', () => {
    expect(lines).toEqual([
      ['/api/props/index.html', '/api/props', '301!'],
      ['/api/props.html', '/api/props', '301'],
      ['/index.html', '/', '301!'],
      ['/installation/index.html', '/installation', '301!'],
      ['/installation.html', '/installation', '301'],
      ['/search/index.html', '/search', '301!'],
      ['/search.html', '/search', '301'],
    ]);
  });

  it('agrees with the Node server on every target, and never chains redirects', () => {
    const sources = new Set(lines.map(([source]) => source));
    for (const [source, target] of lines) {
      expect(target).toBe(canonicalPath(source));
      expect(sources.has(target)).toBe(false);
    }
  });

  it('forces (!) only the forms that exist as files, which Netlify would otherwise serve', () => {
    for (const [source, , status] of lines) {
      expect(status === '301!').toBe(htmlFiles.includes(source.slice(1)));
    }
  });

  it('leaves the not-found page alone', () => {
    expect(lines.flat().some((token) => NOT_FOUND.paths.includes(token))).toBe(false);
  });
});

describe('the post-build step', () => {
  it('writes the three files into the build folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'host-files-'));
    cpSync(path.join(__dirname, 'fixtures/static-site'), dir, { recursive: true });
    try {
      expect(await writeHostFiles(dir)).toMatch(/\(3 redirects\)$/);
      expect(readFileSync(path.join(dir, HOST_FILES.headers), 'utf8')).toBe(
        renderHeaders(policy, ['404.html', 'index.html', 'installation/index.html']),
      );
      expect(readFileSync(path.join(dir, HOST_FILES.redirects), 'utf8')).toContain(
        '/installation/index.html /installation 301!',
      );
      expect(readFileSync(path.join(dir, HOST_FILES.nginx), 'utf8')).toContain('gzip_static on;');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
