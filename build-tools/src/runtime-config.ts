import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration } from '@rspack/core';
import { REMOTES, type RemoteName } from './remotes';

/** The shape of the shell's config.json (validated in the browser by shared-domain). */
export type RuntimeConfigJson = {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: Record<string, string>;
};

/** Where each remote's manifest lives: under the app's origin (npm start) or on its dev server. */
export function remoteManifestUrls(where: 'served' | 'dev'): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [folder, remote] of Object.entries(REMOTES) as [RemoteName, (typeof REMOTES)[RemoteName]][]) {
    urls[remote.federationName] =
      where === 'served'
        ? `/remotes/${folder}/mf-manifest.json`
        : `http://localhost:${remote.devPort}/mf-manifest.json`;
  }
  return urls;
}

/**
 * The Supabase half of config.json comes from the environment: SUPABASE_URL and
 * SUPABASE_ANON_KEY (set by `npm start` / `npm run dev` from the local server they start, or
 * by a deployer for a hosted project).
 */
export function supabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Pick<RuntimeConfigJson, 'supabaseUrl' | 'supabaseAnonKey'> {
  const supabaseUrl = env.SUPABASE_URL ?? 'http://localhost:54321';
  const supabaseAnonKey = env.SUPABASE_ANON_KEY;
  if (!supabaseAnonKey) {
    throw new Error('SUPABASE_ANON_KEY is not set: start the app with `npm run dev` or `npm start`, which set it.');
  }
  return { supabaseUrl, supabaseAnonKey };
}

type DevServer = NonNullable<Configuration['devServer']>;

/** Dev-server settings that answer GET /config.json (used by the shell and each harness). */
export function configJsonDevServer(where: 'served' | 'dev'): DevServer {
  return {
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'buget-config-json',
        path: '/config.json',
        middleware: (_req: IncomingMessage, res: ServerResponse) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(JSON.stringify({ ...supabaseFromEnv(), remotes: remoteManifestUrls(where) }));
        },
      });
      return middlewares;
    },
  };
}

export const harnessDevServer = (): DevServer => configJsonDevServer('dev');
