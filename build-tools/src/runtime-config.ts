import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration } from '@rspack/core';
import { DEFAULT_PORT, DEV_ANON_KEY, readConfigToml, readPasswordPolicy } from '@buget/supabase-local/config';
import type { AppConfig, RuntimeConfig } from '@buget/shared-domain/data';
import { DEFAULT_PAGES } from './default-pages';
import { REMOTES, type RemoteName } from './remotes';

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
 * The default config.json (`npm start`, `npm run dev`, a harness): the given Supabase project and
 * its password policy, every remote's manifest and the default pages; the shell validates it (shared-domain's
 * parseAppConfig).
 */
export function defaultConfigJson(where: 'served' | 'dev', supabase: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>): AppConfig {
  // The password policy as the local server reads it (supabase/config.toml [auth], GOTRUE_PASSWORD_*).
  return { ...supabase, passwordPolicy: readPasswordPolicy(process.env, readConfigToml()), remotes: remoteManifestUrls(where), pages: [...DEFAULT_PAGES] };
}

/**
 * The Supabase half of config.json comes from the environment, SUPABASE_URL and
 * SUPABASE_ANON_KEY (set by `npm run dev` from the local server it starts, or by a deployer for
 * a hosted project); a remote's harness started alone falls back to the local server's
 * development defaults (`npm run supabase`).
 */
export function supabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'> {
  return {
    supabaseUrl: env.SUPABASE_URL ?? `http://127.0.0.1:${env.SUPABASE_LOCAL_PORT ?? DEFAULT_PORT}`,
    supabaseAnonKey: env.SUPABASE_ANON_KEY ?? DEV_ANON_KEY,
  };
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
          res.end(JSON.stringify(defaultConfigJson(where, supabaseFromEnv())));
        },
      });
      return middlewares;
    },
  };
}

export const harnessDevServer = (): DevServer => configJsonDevServer('dev');
