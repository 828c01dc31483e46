import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppConfig } from './app-config';
import { remoteManifestUrls } from './runtime-config';
import { SHARED_SINGLETONS, sharedSingletons } from './shared';

const shellDir = path.resolve(import.meta.dirname, '../../shell');

describe('sharedSingletons', () => {
  it('shares every singleton of ARCHITECTURE.md with its installed version', () => {
    const shared = sharedSingletons(shellDir);
    expect(Object.keys(shared)).toEqual([...SHARED_SINGLETONS]);
    for (const entry of Object.values(shared)) {
      expect(entry.singleton).toBe(true);
      expect(entry.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(entry.requiredVersion).toBe(`^${entry.version}`);
    }
    expect(SHARED_SINGLETONS).toEqual(expect.arrayContaining(['react-dom/client', 'react/jsx-runtime', '@buget/shared-domain']));
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
