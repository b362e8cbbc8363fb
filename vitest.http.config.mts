import { defineConfig } from 'vitest/config';

// HTTP tests over the finished build (`npm run test:http`, after `npm run build`): each host serves it.
export default defineConfig({
  test: {
    include: ['tests/http/**/*.spec.ts'],
    environment: 'node',
    hookTimeout: 30_000,
  },
});
