import { defineConfig } from 'vitest/config';
import { aliasesOf, moduleSwaps } from './src/plugins/module-swaps/swaps';

const PRISM = '@moti-docs/prism-source';

// Unit tests: plugins and the search engine are tested like libraries.
export default defineConfig({
  // As in the server build (src/plugins/module-swaps): Prism always there.
  resolve: {
    alias: { [PRISM]: aliasesOf(moduleSwaps('offline'), 'server')[`${PRISM}$`] as string },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // A ceiling, not a wait: a test that parses every file of the repository needs more than the
    // default 5 s when other jobs hold the CPU of a 2-core machine.
    testTimeout: 30_000,
  },
});
