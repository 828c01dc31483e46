import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './compress';
import { harnessDevServer } from './runtime-config';
import { sharedSingletons } from './shared';

export type AppConfigOptions = {
  /** The app's folder (import.meta.dirname of its rspack.config.ts). */
  dir: string;
  /** Federation name: a JavaScript identifier, e.g. 'mf_daily' or 'shell'. */
  federationName: string;
  /** Page title of the HTML page the app builds (the shell, or a remote's harness). */
  title: string;
  devPort: number;
  mode: 'production' | 'development';
  /** Modules a remote exposes, e.g. { './parcel': './src/parcel.tsx' }. */
  exposes?: Record<string, string>;
  /** Federation runtime plugins (paths), e.g. the shell's retry plugin. */
  runtimePlugins?: string[];
  /** Where the built files are served from; 'auto' resolves it from the script URL. */
  publicPath?: string;
  /** Extra dev-server settings, e.g. a proxy to the remotes. */
  devServer?: Configuration['devServer'];
  /** The HTML page; remotes default to the shared harness page. */
  template?: string;
  /** Values the page's template reads besides htmlRspackPlugin (`<%= themeColor %>`). */
  templateParameters?: Record<string, string>;
  /**
   * Async chunks made of the modules that load together (chunk name → which modules), so a screen
   * asks for a few files instead of one per shared module and library: the shell's start-up and
   * its signed-in frame, a remote's page. A module matched here loads with its whole chunk, so list only modules
   * that are always loaded at the same moment.
   */
  chunkGroups?: Record<string, RegExp>;
};

/** The browsers every build's output runs in (SWC's env targets). */
export const BROWSER_TARGETS = 'chrome >= 100, firefox >= 100, safari >= 16';

/** The page a remote's harness is served in (one template for all five remotes). */
const HARNESS_TEMPLATE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../harness.html');

/**
 * The one rspack configuration of every Buget app: TypeScript and React through SWC,
 * extracted CSS, content-hashed minified output in production, Module Federation with the
 * shared singletons and a manifest, and an HTML page (the shell, or a remote's harness).
 */
export function createAppConfig(options: AppConfigOptions): Configuration {
  const isProduction = options.mode === 'production';
  const hash = isProduction ? '.[contenthash:8]' : '';
  return {
    mode: options.mode,
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: options.publicPath ?? 'auto',
      filename: `[name]${hash}.js`,
      chunkFilename: `[name]${hash}.js`,
      cssFilename: `[name]${hash}.css`,
      cssChunkFilename: `[name]${hash}.css`,
      uniqueName: options.federationName,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
            },
            env: { targets: BROWSER_TARGETS },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: options.template ?? HARNESS_TEMPLATE,
        title: options.title,
        ...(options.templateParameters ? { templateParameters: options.templateParameters } : {}),
        // Remotes are fetched by the shell through their manifest; the page only needs `main`.
        chunks: ['main'],
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(options.mode),
        // Names the build in the page (data-build on a remote's root), so QA and the deploy
        // check can tell which version of a remote is running.
        'process.env.BUGET_BUILD_ID': JSON.stringify(process.env.BUGET_BUILD_ID ?? 'local'),
      }),
      new ModuleFederationPlugin({
        name: options.federationName,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        shared: sharedSingletons(options.dir),
        // The shell's copy of every shared module is registered at start and used by all. The
        // default ('version-first') would fetch every remote's remoteEntry.js to compare versions
        // the first time a shared subpath is loaded lazily (e.g. with the frame), on every page.
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins ?? [],
        manifest: true,
        dts: false,
        // Browser-only builds: the runtime's Node.js loading code is left out (main.js and each
        // remoteEntry.js ≈ 12–23 KB smaller, less to compile and run on every start).
        experiments: { optimization: { target: 'web' } },
      }),
      // .br and .gz beside every text file, for servers that send precompressed files.
      ...(isProduction ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      minimize: isProduction,
      ...(options.chunkGroups
        ? {
            splitChunks: {
              chunks: 'async',
              cacheGroups: Object.fromEntries(
                Object.entries(options.chunkGroups).map(([name, test]) => [name, { name, test, chunks: 'async', enforce: true, priority: 50 }]),
              ),
            },
          }
        : {}),
    },
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      // Hot module replacement breaks federated shared modules in development ("reading 'call'");
      // the dev server reloads the page on every save instead (docs/decisions.md).
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...options.devServer,
    },
  };
}

type RemoteFederation = Pick<AppConfigOptions, 'federationName' | 'devPort' | 'exposes' | 'chunkGroups'> & {
  /** Web workers (output name → entry), built apart from the federation: see workerConfig. */
  workers?: Record<string, string>;
};
type CliArgs = { mode?: 'production' | 'development' };

/**
 * A remote's whole rspack.config.ts: `export default createRemoteConfig(import.meta.url, federation)`.
 * Its dev server serves the harness page and config.json (the local backend's dev keys by default).
 */
export function createRemoteConfig(configUrl: string, { workers, ...federation }: RemoteFederation) {
  return (_env: unknown, argv: CliArgs): Configuration | Configuration[] => {
    const dir = path.dirname(fileURLToPath(configUrl));
    const mode = argv.mode ?? 'production';
    const app = {
      ...createAppConfig({
        ...federation,
        dir,
        title: `Buget · ${federation.federationName} (harness)`,
        mode,
        devServer: harnessDevServer(),
      }),
      name: federation.federationName,
    };
    return workers ? [app, workerConfig({ dir, mode, entries: workers, after: federation.federationName })] : app;
  };
}

/**
 * A remote's web workers, compiled apart from its federated build into one plain script each
 * (`<name>.js` beside remoteEntry.js, no chunks): Module Federation's runtime does not work inside
 * a worker (its consumed shared modules are missing there: "reading 'call'"), so a worker imports
 * its own copy of what it needs. The name carries no hash, so the page finds it (workerUrl) and the
 * server answers it `no-cache` with an ETag, like remoteEntry.js. Built after the app, whose
 * `clean` would otherwise remove it.
 */
function workerConfig({ dir, mode, entries, after }: { dir: string; mode: 'production' | 'development'; entries: Record<string, string>; after: string }): Configuration {
  const isProduction = mode === 'production';
  return {
    name: `${after}-workers`,
    dependencies: [after],
    mode,
    context: dir,
    target: 'webworker',
    entry: entries,
    devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', filename: '[name].js', clean: false, uniqueName: `${after}_workers` },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true } }, env: { targets: BROWSER_TARGETS } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      // One file per worker: a chunk loaded by importScripts would need the script's own address.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(isProduction ? [new PrecompressPlugin()] : []),
    ],
    optimization: { minimize: isProduction, splitChunks: false },
    performance: { hints: false },
  };
}
