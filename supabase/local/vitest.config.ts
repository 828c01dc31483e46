import { defineConfig } from 'vitest/config';

// Each backend's file starts its own server (PGlite or a throwaway PostgreSQL 15), so the two
// files run in parallel and share nothing; each starts from a copy of a database migrated once.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/support/templates.global.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
