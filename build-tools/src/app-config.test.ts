import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppConfig } from './app-config';
import { remoteManifestUrls } from './runtime-config';
import { SHARED_SINGLETONS, sharedSingletons } from './shared';

const shellDir = path.resolve(import.meta.dirname, '../../shell');

/** The script subpaths a shared package's package.json `exports` declares, e.g. '@buget/shared-ui/dialogs'. */
function scriptSubpaths(folder: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../..', folder, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string>;
  };
  return Object.entries(manifest.exports)
    .filter(([subpath, target]) => /\.tsx?$/.test(target) && !subpath.startsWith('./test'))
    .map(([subpath]) => `${manifest.name}${subpath.slice(1)}`);
}

describe('sharedSingletons', () => {
  it('shares every singleton of ARCHITECTURE.md with its installed version', () => {
    const shared = sharedSingletons(shellDir);
    expect(Object.keys(shared)).toEqual([...SHARED_SINGLETONS]);
    for (const entry of Object.values(shared)) {
      expect(entry.singleton).toBe(true);
      expect(entry.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(entry.requiredVersion).toBe(`^${entry.version}`);
    }
  });

  it('shares only what must be one instance: React, React Query and the shared packages subpath by subpath', () => {
    const libraries = SHARED_SINGLETONS.filter((name) => !name.startsWith('@buget/'));
    expect(libraries).toEqual(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@tanstack/react-query']);
    // The shell's router, and what lives inside shared-domain, are not shared on their own.
    for (const name of ['react-router-dom', '@supabase/auth-js', '@supabase/postgrest-js', 'zustand', 'zod', 'date-fns']) {
      expect(SHARED_SINGLETONS).not.toContain(name);
    }
    const packages = SHARED_SINGLETONS.filter((name) => name.startsWith('@buget/'));
    expect([...packages].sort()).toEqual([...scriptSubpaths('shared-domain'), ...scriptSubpaths('shared-ui')].sort());
  });
});

describe('createAppConfig', () => {
  const base = { dir: shellDir, federationName: 'shell', title: 'Buget', devPort: 3000 } as const;

  it('builds production bundles minified and content-hashed', () => {
    const config = createAppConfig({ ...base, mode: 'production' });
    expect(config.optimization?.minimize).toBe(true);
    expect(config.output?.filename).toBe('[name].[contenthash:8].js');
    expect(config.output?.path).toBe(path.join(shellDir, 'dist'));
  });

  it('keeps development bundles readable and unhashed', () => {
    const config = createAppConfig({ ...base, mode: 'development' });
    expect(config.optimization?.minimize).toBe(false);
    expect(config.output?.filename).toBe('[name].js');
  });
});

describe('remoteManifestUrls', () => {
  it('points at /remotes/<folder>/ when served, and at each dev server in development', () => {
    expect(remoteManifestUrls('served')).toMatchObject({
      mf_daily: '/remotes/mf-daily/mf-manifest.json',
      mf_lunar_grid: '/remotes/mf-lunar-grid/mf-manifest.json',
    });
    expect(remoteManifestUrls('dev').mf_profile).toBe('http://localhost:3005/mf-manifest.json');
    expect(Object.keys(remoteManifestUrls('served'))).toHaveLength(5);
  });
});
