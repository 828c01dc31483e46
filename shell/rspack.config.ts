import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configJsonDevServer, createAppConfig } from '@buget/build-tools';
import { federation } from './module-federation.config';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createAppConfig({
    ...federation,
    dir: path.dirname(fileURLToPath(import.meta.url)),
    title: 'Buget',
    publicPath: '/',
    mode: argv.mode ?? 'production',
    devServer: configJsonDevServer('dev'),
    template: path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/index.html'),
  });
