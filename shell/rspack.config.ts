import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configJsonDevServer, createAppConfig, createServiceWorkerConfig, tokenValue, WEB_APP_COLOUR_TOKENS, WebAppManifestPlugin } from '@buget/build-tools';
import { federation } from './module-federation.config';

const dir = path.dirname(fileURLToPath(import.meta.url));
/** The design tokens: the manifest's colours, its icons' and the page's theme-color come from them. */
const tokensCss = fileURLToPath(import.meta.resolve('@buget/shared-ui/tokens.css'));

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const app = createAppConfig({
    ...federation,
    dir,
    title: 'Buget',
    publicPath: '/',
    mode: argv.mode ?? 'production',
    devServer: configJsonDevServer('dev'),
    template: path.join(dir, 'src/index.html'),
    templateParameters: { themeColor: tokenValue(fs.readFileSync(tokensCss, 'utf8'), WEB_APP_COLOUR_TOKENS.theme) },
  });
  // The web app manifest and its icons (issue 28 point 16), beside index.html, which links them.
  app.plugins = [...(app.plugins ?? []), new WebAppManifestPlugin(tokensCss)];
  if (app.mode !== 'production') return app;
  // The service worker (src/service-worker/sw.ts) is built first; the app's build then empties
  // dist/ but for it, and compresses it with its own files.
  return [
    createServiceWorkerConfig({ dir, entry: './src/service-worker/sw.ts' }),
    { ...app, dependencies: ['service-worker'], output: { ...app.output, clean: { keep: (file: string) => /(^|[\\/])sw\.js/.test(file) } } },
  ];
};
