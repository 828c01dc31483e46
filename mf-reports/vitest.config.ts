import { defineConfig } from 'vitest/config';
import { appVitestConfig } from '@buget/build-tools/vitest';

export default defineConfig(appVitestConfig);
