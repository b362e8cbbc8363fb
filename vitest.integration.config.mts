import { defineConfig } from 'vitest/config';

// Tests that run a whole program: `docusaurus build` of fixture sites, the Nu HTML Checker on Java,
// and one TypeScript program over the docs' code blocks (`npm run test:integration`). Each takes
// seconds when idle and over a minute when other jobs hold the CPU of a 2-core machine.
export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
