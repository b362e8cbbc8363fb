import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/static-server.mjs';

// The Markdown copies and llms*.txt must reach readers and tools as UTF-8 text.
describe('the production server serves the Markdown copies as UTF-8 text', () => {
  let dir: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'text-types-'));
    mkdirSync(path.join(dir, 'api'));
    writeFileSync(path.join(dir, '404.html'), '<h1>Not found</h1>');
    cpSync(path.join(__dirname, 'fixtures/static-site/security-policy.json'), path.join(dir, 'security-policy.json'));
    writeFileSync(path.join(dir, 'index.md'), '# Welcome — ✓\n');
    writeFileSync(path.join(dir, 'api', 'props.md'), '# Props\n');
    writeFileSync(path.join(dir, 'llms.txt'), '# Moti\n');
    server = await startServer({ buildDir: dir, port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/index.md', 'text/markdown; charset=utf-8', '# Welcome — ✓\n'],
    ['/api/props.md', 'text/markdown; charset=utf-8', '# Props\n'],
    ['/llms.txt', 'text/plain; charset=utf-8', '# Moti\n'],
  ])('%s → %s', async (pathname, type, body) => {
    const response = await fetch(origin + pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(await response.text()).toBe(body);
  });

  it('answers 404 for a page without a copy', async () => {
    expect((await fetch(`${origin}/missing.md`)).status).toBe(404);
  });
});
