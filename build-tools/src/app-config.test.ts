import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppConfig } from './app-config';
import { remoteManifestUrls } from './runtime-config';
import { SHARED_SINGLETONS, sharedSingletons } from './shared';
import { federation as dailyFederation } from '../../mf-daily/module-federation.config';
import { federation as shellFederation } from '../../shell/module-federation.config';

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

  it('makes each chunk group one async chunk, enforced over the default split', () => {
    const config = createAppConfig({ ...base, mode: 'production', chunkGroups: { startup: /startup-module/ } });
    const splitChunks = config.optimization?.splitChunks;
    expect(splitChunks && splitChunks.cacheGroups?.startup).toEqual({ name: 'startup', test: /startup-module/, chunks: 'async', enforce: true, priority: 50 });
    expect(createAppConfig({ ...base, mode: 'production' }).optimization?.splitChunks).toBeUndefined();
  });
});

describe('chunk groups of the first screens', () => {
  const repo = path.resolve(import.meta.dirname, '../..');
  const inRepo = (file: string) => path.join(repo, file);
  const matched = (group: RegExp, files: string[]) => files.filter((file) => group.test(inRepo(file)));

  it("the shell's start-up holds what the bootstrap imports, and nothing a page or a first use loads later", () => {
    const { startup, frame } = shellFederation.chunkGroups;
    const atStart = [
      'node_modules/react/cjs/react.production.js',
      'node_modules/react-router/dist/development/index.mjs',
      'node_modules/@tanstack/query-core/build/modern/queryClient.js',
      'node_modules/@supabase/auth-js/dist/module/GoTrueClient.js',
      'node_modules/zod/v4/mini/schemas.js',
      'node_modules/zustand/esm/vanilla.mjs',
      'node_modules/date-fns/lightFormat.js',
      'node_modules/date-fns/_lib/format/lightFormatters.js',
      'shared-domain/src/constants.ts',
      'shared-domain/src/rules/index.ts',
      'shared-domain/src/data/supabase-client.ts',
      'shared-domain/src/settings/app-settings-store.ts',
      'shared-ui/src/components/Button/Button.tsx',
      'shared-ui/src/errors/RecoveringErrorBoundary.tsx',
    ];
    const later = [
      'node_modules/react-dom/cjs/react-dom-client.production.js',
      'node_modules/zod/v4/classic/schemas.js',
      'node_modules/date-fns/format.js',
      'node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs',
      'node_modules/@radix-ui/react-dialog/dist/index.mjs',
      'shared-domain/src/transactions/index.ts',
      'shared-domain/src/planning/daily.ts',
      'shared-domain/src/accounts/balance-init.ts',
      'shared-ui/src/dialogs/Modal/Modal.tsx',
      'shared-ui/src/tooltip/Tooltip.tsx',
      'shell/src/frame/CommandPalette.tsx',
    ];
    expect(matched(startup, atStart)).toEqual(atStart);
    expect(matched(startup, later)).toEqual([]);
    const withFrame = ['node_modules/single-spa/lib/es2015/esm/single-spa.min.js', 'shared-domain/src/accounts/balance-init.ts', 'shared-ui/src/tooltip/Tooltip.tsx'];
    expect(matched(frame, withFrame)).toEqual(withFrame);
    expect(matched(frame, [...atStart, 'shell/src/frame/CommandPalette.tsx', 'shell/src/frame/HelpDialog.tsx', 'node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs'])).toEqual([]);
  });

  it("the daily page's group holds the page the shell mounts, not its harness nor what it loads later", () => {
    const { page } = dailyFederation.chunkGroups;
    const mounted = [
      'mf-daily/src/parcel.tsx',
      'mf-daily/src/App.tsx',
      'mf-daily/src/features/chart/SpendingPanel.tsx',
      'shared-ui/src/chart/Chart.tsx',
      'mf-daily/src/features/day-navigator/DayNavigator.tsx',
      'shared-domain/src/planning/daily.ts',
      'shared-domain/src/categories/get-categories.ts',
      'shared-ui/src/date-field/DateField.tsx',
      'shared-ui/src/parcel/create-parcel.tsx',
      'node_modules/single-spa-react/lib/esm/single-spa-react.js',
    ];
    const notMounted = [
      'mf-daily/src/bootstrap.tsx',
      'mf-daily/src/index.ts',
      'shared-ui/src/chart/UPlotCanvas.tsx',
      'shared-ui/src/date-field/Calendar.tsx',
      'shared-ui/src/harness/harness.tsx',
      'node_modules/uplot/dist/uPlot.esm.js',
      'node_modules/react-day-picker/dist/esm/DayPicker.js',
      'shared-domain/src/rules/index.ts',
    ];
    expect(matched(page, mounted)).toEqual(mounted);
    expect(matched(page, notMounted)).toEqual([]);
  });
});

describe('remoteManifestUrls', () => {
  it('points at /remotes/<folder>/ when served, and at each dev server in development', () => {
    expect(remoteManifestUrls('served')).toMatchObject({
      mf_daily: '/remotes/mf-daily/mf-manifest.json',
      mf_lunar_grid: '/remotes/mf-lunar-grid/mf-manifest.json',
    });
    expect(remoteManifestUrls('dev').mf_profile).toBe('http://localhost:3005/mf-manifest.json');
    expect(Object.keys(remoteManifestUrls('served'))).toHaveLength(6);
  });
});
