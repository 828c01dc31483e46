import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { defaultConfigJson, REMOTES, type RemoteName } from '@buget/build-tools';
import { APP_FOLDERS, REPO_ROOT, distOf } from './apps';
import { staticFiles } from './static-files';

export type AppServerOptions = {
  port: number;
  supabaseUrl: string;
  supabaseAnonKey: string;
};

/**
 * Serves the built app as production would: the shell at /, each remote under
 * /remotes/<folder>/, and config.json made from the options, with build-tools' default pages.
 * Files are precompressed by the build and looked up on every request (static-files.ts), so
 * `lerna run build --scope <remote>` shows on the next page load.
 */
export function createAppServer(options: AppServerOptions): http.Server {
  const config = defaultConfigJson('served', { supabaseUrl: options.supabaseUrl, supabaseAnonKey: options.supabaseAnonKey });
  const shell = staticFiles(distOf('shell'), { singlePage: true });
  const remotes = new Map(
    (Object.keys(REMOTES) as RemoteName[]).map((folder) => [folder, staticFiles(distOf(folder), { singlePage: false })]),
  );

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(config));
      return;
    }
    const remoteMatch = /^\/remotes\/([^/]+)(\/.*)?$/.exec(url.pathname);
    if (remoteMatch) {
      const serve = remotes.get(remoteMatch[1] as RemoteName);
      if (!serve) return notFound(res);
      // Remotes are loaded cross-origin when a deployer points config.json at another host.
      res.setHeader('Access-Control-Allow-Origin', '*');
      req.url = (remoteMatch[2] ?? '/') + url.search;
      serve(req, res, () => notFound(res));
      return;
    }
    shell(req, res, () => notFound(res));
  });
}

function notFound(res: http.ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Nu există.');
}

function missingBuilds(folders: readonly string[]): string[] {
  return folders.filter((folder) => !fs.existsSync(path.join(distOf(folder), folder === 'shell' ? 'index.html' : 'mf-manifest.json')));
}

/** Where buildMissing keeps the build's output (.tmp/ is not committed). */
export const BUILD_LOG = path.join(REPO_ROOT, '.tmp', 'build.log');

/**
 * Builds whatever app is not built yet (`npm start` and the browser benchmarks serve the builds),
 * its output kept in BUILD_LOG: one line says what is built and where the log is, and the whole
 * log is printed only when the build fails. Returns the log's path, or null when nothing was built.
 */
export function buildMissing(): string | null {
  const missing = missingBuilds(APP_FOLDERS);
  if (missing.length === 0) return null;
  fs.mkdirSync(path.dirname(BUILD_LOG), { recursive: true });
  console.log(`Construiesc ${missing.join(', ')} (un minut sau două; jurnalul în ${BUILD_LOG})…`);
  const scopes = missing.flatMap((folder) => ['--scope', `@buget/${folder}`]);
  const log = fs.openSync(BUILD_LOG, 'w');
  try {
    const result = spawnSync('npx', ['lerna', 'run', 'build', ...scopes], { cwd: REPO_ROOT, stdio: ['ignore', log, log] });
    if (result.status === 0) return BUILD_LOG;
  } finally {
    fs.closeSync(log);
  }
  console.error(fs.readFileSync(BUILD_LOG, 'utf8'));
  throw new Error(`The build failed; its whole output is above and in ${BUILD_LOG}.`);
}
