import path from 'node:path';
import { startServer } from '../../server/static-server.mjs';

// Serve the production build on a free localhost port; tests read the address through Playwright's
// baseURL (tests/e2e/fixtures.ts).
export default async function globalSetup() {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  const server = await startServer({ buildDir, port: 0, host: '127.0.0.1' });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  process.env.E2E_BASE_URL = `http://localhost:${address.port}`;
  process.env.E2E_BUILD_DIR = buildDir;
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
