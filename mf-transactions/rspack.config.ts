import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, harnessDevServer } from '@buget/build-tools';
import { federation } from './module-federation.config';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createAppConfig({
    ...federation,
    dir: path.dirname(fileURLToPath(import.meta.url)),
    title: `Buget · ${federation.federationName} (harness)`,
    mode: argv.mode ?? 'production',
    devServer: harnessDevServer(),
  });
