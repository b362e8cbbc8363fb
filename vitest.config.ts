import { defineConfig } from 'vitest/config';

// Unit tests: plugins and the search engine are tested like libraries (house style 7).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'server/**/*.test.{ts,mjs}'],
    environment: 'node',
  },
});
