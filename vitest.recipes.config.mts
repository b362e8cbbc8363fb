import { defineConfig } from 'vitest/config';

// The setups the pages give, taken from the pages and run on small fixture apps
// (`npm run test:recipes`): bundlers, Chromium, Jest and npm. Each takes seconds when idle and much
// longer while other jobs hold the CPU of a 2-core machine.
export default defineConfig({
  test: {
    include: ['tests/recipes/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'tests/recipes/*/apps/**'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
