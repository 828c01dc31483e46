import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The packages every app shares as singletons (ARCHITECTURE.md, "Runtime composition").
 * Declared here once; versions are read from the installed package.json files so the
 * federation runtime can check them, and no app repeats the list.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  '@supabase/supabase-js',
  '@buget/shared-domain',
  '@buget/shared-ui',
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
