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
  CLOUDFLARE_MAX_HEADER_RULES,
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
  'api/props/index.html',
  'live-example-frame/index.html',
  'live-example-frame-reanimated-4/index.html',
];

type Host = 'Netlify' | 'Cloudflare Pages';
const hosts: Host[] = ['Netlify', 'Cloudflare Pages'];

/**
 * A rule's path as each host matches it: `*` any characters, `:name` one segment. Netlify also takes
 * the path with a trailing slash, in any case (getForRegExp of @netlify/headers-parser); Cloudflare
 * Pages matches the whole path as written.
 */
function matches(pattern: string, pathname: string, host: Host) {
  const body = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return host === 'Netlify'
    ? new RegExp(`^${body.replace(/\/$/, '')}/?$`, 'i').test(pathname)
    : new RegExp(`^${body}$`).test(pathname);
}

/** What each host sends for a path: Netlify keeps the later rule's value of a header, Cloudflare Pages joins them. */
function sentBy(host: Host, rules: Map<string, Map<string, string>>, pathname: string) {
  const sent: Record<string, string> = {};
  for (const [pattern, headers] of rules) {
    if (!matches(pattern, pathname, host)) continue;
    for (const [name, value] of headers)
      sent[name] = host === 'Cloudflare Pages' && name in sent ? `${sent[name]}, ${value}` : value;
  }
  return sent;
}

describe('_headers (Netlify, Cloudflare Pages)', () => {
  const rules = parseHeaders(renderHeaders(policy, htmlFiles));

  describe.each(hosts)('on %s', (host) => {
    it.each([
      '/',
      '/404.html',
      '/installation',
      '/installation/',
      '/api/props',
      '/api/props/',
      '/live-example-frame',
      '/live-example-frame/',
      '/live-example-frame-reanimated-4',
      '/live-example-frame-reanimated-4/',
    ])('gives %s exactly the headers the Node server sends', (served) => {
      expect(sentBy(host, rules, served)).toEqual(securityHeaders(policy, served));
    });

    it('sends the common security headers on every file, and the types of the text files', () => {
      for (const file of ['/img/logo.svg', '/assets/js/main.0123abcd.js', '/sitemap.xml'])
        expect(sentBy(host, rules, file)).toMatchObject(COMMON_SECURITY_HEADERS);
      for (const [extension, type] of Object.entries(TEXT_TYPES))
        expect(sentBy(host, rules, `/api/props${extension}`)['Content-Type']).toBe(type);
    });

    it('makes hashed assets immutable, and leaves the rest to the hosts’ default, which is our rule', () => {
      expect(sentBy(host, rules, '/assets/js/main.0123abcd.js')['Cache-Control']).toBe(CACHE_CONTROL.hashed);
      expect(sentBy(host, rules, '/installation')['Cache-Control']).toBeUndefined();
      expect(STATIC_HOST_DEFAULT_CACHE_CONTROL).toBe(CACHE_CONTROL.other);
    });

    // Cloudflare Pages joins both rules' values: the browser reads "same-origin, cross-origin" as no
    // policy, which lets any site load the file too (checked in Chromium 156: a sandboxed frame loads
    // a picture so served, and not one with same-origin).
    it('lets any site load the example pictures', () => {
      const policyOfPicture = sentBy(host, rules, `${EXAMPLE_PICTURES.prefix}avatar.svg`)[
        'Cross-Origin-Resource-Policy'
      ];
      if (host === 'Netlify') expect(policyOfPicture).toBe('cross-origin');
      else expect(policyOfPicture.split(', ')).toEqual(['same-origin', 'cross-origin']);
    });
  });

  it('stays within the 100 rules Cloudflare Pages reads, and refuses to write more', () => {
    expect(rules.size).toBeLessThanOrEqual(CLOUDFLARE_MAX_HEADER_RULES);
    // Pages beside the frames, at their depth, each need a rule of their own.
    const many = Array.from({ length: 60 }, (_, index) => `guide-${index}/index.html`);
    expect(() => renderHeaders(policy, [...htmlFiles, ...many])).toThrow(/Cloudflare Pages reads only the first 100/);
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
