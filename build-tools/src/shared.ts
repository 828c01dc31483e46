import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * What every app shares as a singleton (ARCHITECTURE.md, "Runtime composition"): only what must
 * be ONE instance across the shell and the remotes. Federation ships a shared module whole (no
 * tree-shaking), so nothing else is shared: react-router-dom is the shell's own (bundled and
 * tree-shaken there), the Supabase client's auth-js and postgrest-js and zustand live inside
 * shared-domain's subpaths (the client in /data, the stores in /stores, /auth and /settings) and are
 * not shared on their own.
 *
 * The shared packages are shared by subpath, one by one, so a screen loads only the subpaths it
 * imports. Each instance (the Supabase client, the QueryClient, each store) lives in exactly one
 * subpath, and the other subpaths import it through that subpath's specifier, never by relative
 * path (eslint's subpath rule), so it is one module whichever app's copy the runtime picks.
 * Declared here once; versions are read from the installed package.json files so the federation
 * runtime can check them, and no app repeats the list. app-config.test.ts checks that every
 * script subpath of the two packages' `exports` is here.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@tanstack/react-query',
  '@buget/shared-domain/constants',
  '@buget/shared-domain/rules',
  '@buget/shared-domain/data',
  '@buget/shared-domain/stores',
  '@buget/shared-domain/auth',
  '@buget/shared-domain/auth-recovery',
  '@buget/shared-domain/schemas',
  '@buget/shared-domain/balance',
  '@buget/shared-domain/categories',
  '@buget/shared-domain/transactions',
  '@buget/shared-domain/settings',
  '@buget/shared-domain/planning',
  '@buget/shared-domain/accounts',
  '@buget/shared-domain/profile',
  '@buget/shared-domain/imports',
  '@buget/shared-domain/reports',
  '@buget/shared-ui/components',
  '@buget/shared-ui/errors',
  '@buget/shared-ui/toasts',
  '@buget/shared-ui/toast-inset',
  '@buget/shared-ui/tooltip',
  '@buget/shared-ui/date-field',
  '@buget/shared-ui/chart',
  '@buget/shared-ui/dialogs',
  '@buget/shared-ui/category-dialogs',
  '@buget/shared-ui/parcel',
  '@buget/shared-ui/harness',
] as const;

type SharedConfig = Record<string, { singleton: true; requiredVersion: string; version: string; eager?: boolean }>;

function packageRootOf(name: string): string {
  return name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
}

/** Version of an installed package as seen from the app folder. */
function installedVersion(appDir: string, name: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  const manifest = require(`${packageRootOf(name)}/package.json`) as { version: string };
  return manifest.version;
}

export function sharedSingletons(appDir: string): SharedConfig {
  const shared: SharedConfig = {};
  for (const name of SHARED_SINGLETONS) {
    const version = installedVersion(appDir, name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}
