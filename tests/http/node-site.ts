import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServer } from '../../server/static-server.mjs';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

/**
 * The build as the browser tests get it (tests/e2e/global-setup.ts): our Node server on a free port,
 * for the tests of what the site answers that need no browser. Call it inside a describe block.
 */
export function nodeServedSite() {
  let server: Awaited<ReturnType<typeof startServer>>;
  let origin = '';
  beforeAll(async () => {
    server = await startServer({ buildDir, port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    /** What the server answers at `pathname`, decompressed as a browser would. */
    get: (pathname: string) => fetch(origin + pathname),
  };
}
