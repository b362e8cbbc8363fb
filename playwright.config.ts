import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/lib/chromium-path.mjs';

// Browser tests run over the production build, served by our own server on a free port
// (tests/e2e/global-setup.ts), in Debian's Chromium. The `plain` project runs the behaviour specs
// again over the plain build (SPEED=off: no speed layer), so that the site is known to work without it.
const PLAIN_SPECS = ['crawl', 'shell', 'search', 'live-examples', 'example-editor'].map((name) => `${name}.spec.ts`);
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Ceilings, not waits: every step ends as soon as its condition holds. A big page takes several
  // times longer to load and hydrate when another job holds the CPU of a 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      // Without these, Chromium calls home at start and the closed network refuses it.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  projects: [
    { name: 'site' },
    // The hosted-search tests build and serve their own variant, so running them twice would test
    // nothing new; tests tagged @speed-layer check a piece of the layer itself, and those tagged
    // @layer-independent check logic that no piece of the layer reaches (how search ranks, lists and
    // stores, and what the sandbox of edited code allows: see src/speed/README.md for the pieces).
    {
      name: 'plain',
      testMatch: PLAIN_SPECS,
      grepInvert: [/hosted Algolia/, /@speed-layer/, /@layer-independent/],
    },
  ],
});
