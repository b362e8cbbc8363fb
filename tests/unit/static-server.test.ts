import { describe, expect, it } from 'vitest';
import { canonicalPath, escapesRoot } from '../../server/static-server.mjs';

describe('canonicalPath (spec §2: .html forms are the same page)', () => {
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
