import { defineConfig } from 'vitest/config';

// Unit tests: plugins, the search engine and the post-build steps, tested like libraries on fixtures.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Ceilings, not waits: most tests take milliseconds, but the few that compile a TypeScript program
    // or bundle a package take seconds when idle and ten times that while other jobs hold a 2-core
    // machine (the stages of `npm test` run side by side), for a test and for a hook alike.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
