import { defineConfig } from 'vitest/config';

// The setups the pages give, taken from the pages and run on small fixture apps
// (`npm run test:recipes`): bundlers, Chromium, Jest and npm. Each takes seconds to a minute when
// idle; ceilings, not waits, sized for a 2-core machine held by other jobs (a webpack recipe passed
// 300 s at a load average of 40).
export default defineConfig({
  test: {
    include: ['tests/recipes/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'tests/recipes/*/apps/**'],
    environment: 'node',
    testTimeout: 900_000,
    hookTimeout: 900_000,
  },
});
