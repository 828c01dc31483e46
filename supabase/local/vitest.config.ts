import { defineConfig } from 'vitest/config';

// Each backend's file starts its own server (PGlite or a throwaway PostgreSQL 15), so the two
// files run in parallel and share nothing.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
