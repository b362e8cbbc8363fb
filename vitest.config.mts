import { defineConfig } from 'vitest/config';

// Unit tests: plugins, the search engine and the post-build steps, tested like libraries on fixtures.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // A ceiling, not a wait: each test takes well under a second when idle, but loading the site
    // config or bundling a package takes many times longer while other jobs hold a 2-core machine.
    testTimeout: 30_000,
  },
});
