/**
 * The grid's reads against the real local Supabase server: the month's document through
 * get_month_grid and one cell's rows by category, subcategory (or none) and day, each under
 * row-level security, so a second user reads nothing of the first one's month.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTransaction } from '@buget/shared-domain/transactions';
import { configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { INTEGRATION_EMAILS } from '../testing/local-supabase.global';
import { fetchCellRows, fetchMonthGrid } from './month-grid';

const PASSWORD = 'Integrare#2026';

async function signIn(email: string) {
  await getSupabase().auth.signOut();
  const signedUp = await getSupabase().auth.signUp({ email, password: PASSWORD });
  if (signedUp.error && signedUp.error.code !== 'user_already_exists') throw signedUp.error;
  if (!signedUp.data.session) {
    const { error } = await getSupabase().auth.signInWithPassword({ email, password: PASSWORD });
    if (error) throw error;
  }
}

const ids: string[] = [];

beforeAll(async () => {
  const { url, anonKey } = inject('supabase');
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  await signIn(INTEGRATION_EMAILS[8] as string);
  for (const row of [
    { type: 'EXPENSE', amount: 120.5, category: 'NUTRITIE', subcategory: 'Restaurante', date: '2026-05-12', execution_status: 'COMPLETED', actual_amount: 120.5 },
    { type: 'EXPENSE', amount: 80, category: 'NUTRITIE', subcategory: 'Restaurante', date: '2026-05-12', execution_status: 'MODIFIED', actual_amount: 95 },
    { type: 'EXPENSE', amount: 30, category: 'NUTRITIE', subcategory: null, date: '2026-05-12', description: 'fără subcategorie' },
    { type: 'EXPENSE', amount: 999, category: 'NUTRITIE', subcategory: 'Restaurante', date: '2026-05-13' },
  ]) {
    ids.push((await createTransaction(row)).id);
  }
});

describe('grid reads', () => {
  it('the month document: lines by category, subcategory and type, cells by day and status, the days and totals', async () => {
    const grid = await fetchMonthGrid('2026-05');
    expect(grid).toMatchObject({ month: '2026-05', first_day: '2026-05-01', days_in_month: 31 });
    const restaurante = grid.rows.find((r) => r.subcategory === 'Restaurante');
    expect(restaurante?.type).toBe('EXPENSE');
    expect([...(restaurante?.cells ?? [])].sort((a, b) => a[0] - b[0] || String(a[1]).localeCompare(String(b[1])))).toEqual([
      [12, 'COMPLETED', 1, 120.5],
      [12, 'MODIFIED', 1, 95],
      [13, null, 1, 999],
    ]);
    expect(grid.rows.find((r) => r.subcategory === null)?.cells).toEqual([[12, null, 1, 30]]);
    expect(grid.days).toHaveLength(31);
    expect(grid.days[11]).toMatchObject({ day: 12, expenses: 245.5 });
    expect(grid.totals).toMatchObject({ expenses: 1244.5, count: 4 });
  });

  it("a cell's rows, oldest first, with what each counts; a cell without a subcategory is its own", async () => {
    const rows = await fetchCellRows({ category: 'NUTRITIE', subcategory: 'Restaurante', date: '2026-05-12' });
    expect(rows.map((r) => [r.id, r.amount, r.actual_amount, r.execution_status, r.counted_amount])).toEqual([
      [ids[0], 120.5, 120.5, 'COMPLETED', 120.5],
      [ids[1], 80, 95, 'MODIFIED', 95],
    ]);
    const none = await fetchCellRows({ category: 'NUTRITIE', subcategory: null, date: '2026-05-12' });
    expect(none.map((r) => [r.id, r.description, r.type])).toEqual([[ids[2], 'fără subcategorie', 'EXPENSE']]);
  });

  it('a bad month key is refused by the server, and a second user reads nothing of this month', async () => {
    await expect(fetchMonthGrid('2026-13')).rejects.toThrow(/invalid month/);
    await signIn(INTEGRATION_EMAILS[9] as string);
    const grid = await fetchMonthGrid('2026-05');
    expect(grid.rows).toEqual([]);
    expect(grid.totals.count).toBe(0);
    expect(await fetchCellRows({ category: 'NUTRITIE', subcategory: 'Restaurante', date: '2026-05-12' })).toEqual([]);
  });
});
