import { defineConfig } from 'vitest/config';
import { aliasesOf } from './src/speed/module-swaps';
import { speedPieces } from './src/speed/pieces.mjs';

const PRISM = '@moti-docs/prism-source';

// Unit tests: plugins and the search engine are tested like libraries.
export default defineConfig({
  // As in the server build (src/speed/module-swaps.ts): Prism always there.
  resolve: {
    alias: { [PRISM]: aliasesOf(speedPieces('on'), 'server')[`${PRISM}$`] as string },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // Some tests read the whole repository; on a loaded machine 5 s (the default) is too tight, and a
    // hung test still fails.
    testTimeout: 30_000,
  },
});
