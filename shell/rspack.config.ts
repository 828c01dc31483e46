import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configJsonDevServer, createAppConfig, createServiceWorkerConfig } from '@buget/build-tools';
import { federation } from './module-federation.config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const app = createAppConfig({
    ...federation,
    dir,
    title: 'Buget',
    publicPath: '/',
    mode: argv.mode ?? 'production',
    devServer: configJsonDevServer('dev'),
    template: path.join(dir, 'src/index.html'),
  });
  if (app.mode !== 'production') return app;
  // The service worker (src/service-worker/sw.ts) is built first; the app's build then empties
  // dist/ but for it, and compresses it with its own files.
  return [
    createServiceWorkerConfig({ dir, entry: './src/service-worker/sw.ts' }),
    { ...app, dependencies: ['service-worker'], output: { ...app.output, clean: { keep: (file: string) => /(^|[\\/])sw\.js/.test(file) } } },
  ];
};
