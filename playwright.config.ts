import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium-path.mjs';

// Browser tests run over the production build, served by our own server on a free port
// (tests/e2e/global-setup.ts), in Debian's Chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Three on a 2-core machine: the tests spend much of their time waiting for animations to play and
  // for the next poll, time a third browser fills. Measured beside other jobs (load average 16 to 21),
  // the suite took 767 s with three workers against 935 s with two.
  workers: 3,
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
      args: chromiumArgs,
    },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
});
