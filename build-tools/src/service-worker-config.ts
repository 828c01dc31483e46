import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { BROWSER_TARGETS } from './app-config';

export type ServiceWorkerConfigOptions = {
  /** The app's folder: the worker is written to its dist/ as `sw.js`. */
  dir: string;
  /** The worker's source, relative to dir. */
  entry: string;
};

/**
 * The shell's service worker as a production build of its own: one classic script `sw.js`
 * (a worker's address must not change between deploys, so no content hash), minified, with its
 * source map. Built before the app, whose build keeps it in dist/ and compresses it.
 */
export function createServiceWorkerConfig(options: ServiceWorkerConfigOptions): Configuration {
  return {
    name: 'service-worker',
    mode: 'production',
    target: 'webworker',
    context: options.dir,
    entry: { sw: options.entry },
    devtool: 'source-map',
    output: { path: path.join(options.dir, 'dist'), filename: 'sw.js', publicPath: '/', clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: BROWSER_TARGETS } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { minimize: true },
    performance: { hints: false },
  };
}
