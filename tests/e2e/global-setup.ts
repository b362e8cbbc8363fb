import path from 'node:path';
import { startServer } from '../../server/static-server.mjs';
import { buildVariant, variantDir, variantIsFresh } from '../../scripts/variant-builds.mjs';

async function serve(buildDir: string) {
  const server = await startServer({ buildDir, port: 0, host: '127.0.0.1' });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return {
    url: `http://localhost:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Serve the production build, and the plain build (SPEED=off, scripts/variant-builds.mjs; built here
// when missing or older than the production build), each on a free localhost port. Tests read the
// addresses through the baseURL fixture (tests/e2e/fixtures.ts), by project (playwright.config.ts).
export default async function globalSetup() {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  if (!variantIsFresh('plain', buildDir)) await buildVariant('plain');
  const [site, plain] = await Promise.all([serve(buildDir), serve(variantDir('plain'))]);
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_BUILD_DIR = buildDir;
  process.env.E2E_PLAIN_BASE_URL = plain.url;
  process.env.E2E_PLAIN_BUILD_DIR = variantDir('plain');
  return () => Promise.all([site.close(), plain.close()]).then(() => undefined);
}
