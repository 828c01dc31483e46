import { defineConfig } from 'vitest/config';
import { appVitestConfig } from '@buget/build-tools/vitest';

export default defineConfig({
  ...appVitestConfig,
  test: { ...appVitestConfig.test, setupFiles: [...appVitestConfig.test.setupFiles, './src/testing/default-pages.setup.ts'] },
});
