import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit tests: plugins and the search engine are tested like libraries (house style 7).
export default defineConfig({
  // As in the server build (src/plugins/code-highlighting): Prism always there.
  resolve: {
    alias: { '@moti-docs/prism-source': path.resolve(__dirname, 'src/theme-code/highlight/prism-source.server.ts') },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
  },
});
