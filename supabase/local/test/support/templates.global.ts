import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalSupabase } from '../../src/index';
import { PG15_BIN, startPg15 } from './pg15';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Data folders already brought to supabase/migrations: PGlite's, and PostgreSQL 15's when installed. */
    databaseTemplates: { pglite: string; postgres: string | null };
  }
}

/**
 * Migrates one database per back end once, for every test file's server to start from a copy:
 * a fresh PGlite folder takes about 4 s to create and migrate, a copy under half a second. Each
 * server still runs its own start (the allow-list, the catalog) on its own copy.
 */
export default async function setup(project: TestProject) {
  const env = { BNR_RATES_URL: 'off' };
  const pglite = mkdtempSync(path.join(tmpdir(), 'buget-pglite-template-'));
  await (await startLocalSupabase({ port: 0, dataDir: pglite, env })).close();
  let postgres: { dataDir: string; remove(): void } | null = null;
  if (existsSync(path.join(PG15_BIN, 'initdb'))) {
    const cluster = await startPg15();
    try {
      await (await startLocalSupabase({ port: 0, databaseUrl: cluster.url, env })).close();
      postgres = await cluster.keep();
    } catch (error) {
      await cluster.stop();
      throw error;
    }
  }
  project.provide('databaseTemplates', { pglite, postgres: postgres?.dataDir ?? null });
  return () => {
    rmSync(pglite, { recursive: true, force: true });
    postgres?.remove();
  };
}
