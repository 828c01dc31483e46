/**
 * PGlite has no autovacuum; the local server analyzes and vacuums its tables as autovacuum would
 * (src/db/maintenance.ts, issue 24 point 10). Without it the embedded database never has
 * statistics: a daily series of 7,291 rows took 7.7 s instead of 1.5 s once another user had as
 * many rows (bench:fairness).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness';
import { registerApproved, type User } from './support/users';

describe('the embedded database is analyzed and vacuumed as autovacuum would', () => {
  let harness: Harness;
  let user: User;

  beforeAll(async () => {
    harness = await startHarness('pglite', { SUPABASE_LOCAL_MAINTENANCE_MS: '200' });
    user = await registerApproved(harness, 'ana@test.buget.ro');
  });

  afterAll(async () => {
    await harness?.stop();
  });

  const transactionsStats = async () =>
    (
      await harness.server.db.query<{ last_analyze: Date | null; last_vacuum: Date | null; columns: number }>(
        `select s.last_analyze, s.last_vacuum,
                (select count(*) from pg_catalog.pg_stats p where p.schemaname = 'public' and p.tablename = 'transactions')::int as columns
         from pg_catalog.pg_stat_user_tables s where s.schemaname = 'public' and s.relname = 'transactions'`,
      )
    ).rows[0];

  it('every table is analyzed once, also those nobody writes to', async () => {
    const neverAnalyzed = async () =>
      (await harness.server.db.query<{ n: number }>('select count(*)::int as n from pg_catalog.pg_stat_user_tables s join pg_catalog.pg_class c on c.oid = s.relid where c.reltuples < 0')).rows[0]?.n;
    await expect.poll(neverAnalyzed, { timeout: 15_000, interval: 100 }).toBe(0);
  });

  it('rows written get the table analyzed; rows deleted get it vacuumed', async () => {
    const before = await transactionsStats();
    const rows = Array.from({ length: 1000 }, (_, i) => ({ type: 'EXPENSE', amount: 10 + i, date: '2026-03-01', category: 'NUTRITIE' }));
    await user.client.from('transactions').insert(rows).throwOnError();
    await expect.poll(async () => (await transactionsStats())?.columns, { timeout: 15_000, interval: 100 }).toBeGreaterThan(0);
    const analyzed = await transactionsStats();
    expect(analyzed?.last_analyze).not.toBeNull();
    expect(analyzed?.last_analyze?.getTime()).not.toBe(before?.last_analyze?.getTime());

    await user.client.from('transactions').delete().eq('date', '2026-03-01').throwOnError();
    await expect.poll(async () => (await transactionsStats())?.last_vacuum, { timeout: 15_000, interval: 100 }).not.toBeNull();
  });
});
