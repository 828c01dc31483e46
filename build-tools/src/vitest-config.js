// Plain JavaScript: vitest loads its config with Node, which cannot import TypeScript from a
// workspace package. Types are in vitest-config.d.ts.
/**
 * The vitest settings of every React app (shell and remotes): jsdom, tests beside the code,
 * Testing Library's clean-up and jsdom's missing browser APIs from shared-ui's setup.
 */
export const appVitestConfig = {
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['@buget/shared-ui/test-setup'],
  },
};
