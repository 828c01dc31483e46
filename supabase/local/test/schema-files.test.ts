/**
 * supabase/schemas/*.sql and supabase/migrations must define the same database (issue 23 point 2):
 * one PostgreSQL 15 database built from each, compared by their normalised catalogues. A schema
 * edit without its migration, or a migration without its schema edit, fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/postgres';
import { buildFromMigrations, buildFromSchemas, catalogue, createDatabase } from './support/catalogue';
import { startPg15, type Pg15Cluster } from './support/pg15';

describe('schema files and migrations', () => {
  let cluster: Pg15Cluster;
  let fromSchemas: string;

  beforeAll(async () => {
    cluster = await startPg15();
    fromSchemas = await createDatabase(cluster.url, 'from_schemas');
    await buildFromSchemas(fromSchemas);
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  it('build the same catalogue: every table, function, trigger, policy, grant and comment', async () => {
    const fromMigrations = await createDatabase(cluster.url, 'from_migrations');
    await buildFromMigrations(fromMigrations);
    expect(await catalogue(fromSchemas)).toBe(await catalogue(fromMigrations));
  }, 120_000);

  it('tell apart two databases that differ by one grant or one function body', async () => {
    const drifted = await createDatabase(cluster.url, 'drifted');
    await buildFromSchemas(drifted);
    const before = await catalogue(drifted);
    const db = await openPostgres(drifted, 1);
    try {
      await db.exec('grant execute on function public.get_month_grid(text) to anon');
      const granted = await catalogue(drifted);
      expect(granted).not.toBe(before);
      await db.exec('revoke execute on function public.get_month_grid(text) from anon');
      expect(await catalogue(drifted)).toBe(before);
      await db.exec(`create or replace function private.bucharest_today() returns date language sql stable set search_path = '' as $$ select current_date $$`);
      expect(await catalogue(drifted)).not.toBe(before);
    } finally {
      await db.close();
    }
  }, 120_000);
});
