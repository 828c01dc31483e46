import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The data-access tests run against the real local Supabase server started here.
    globalSetup: ['./src/testing/local-supabase.global.ts'],
    setupFiles: ['./src/testing/async-timeout.setup.ts', './src/testing/password-policy.setup.ts'],
    // An integration test makes several round trips to the real server; while CI runs two
    // packages' suites on two cores one took over vitest's 5 s default (account-hooks).
    testTimeout: 20_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts', 'src/data/database.types.ts', 'src/testing/**'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
