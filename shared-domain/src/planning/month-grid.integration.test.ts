/**
 * The grid's reads against the real local Supabase server: the month's document through
 * get_month_grid and one cell's rows by category, subcategory (or none) and day, each under
 * row-level security, so a second user reads nothing of the first one's month.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTransaction, deleteTransaction } from '@buget/shared-domain/transactions';
import { configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { INTEGRATION_EMAILS } from '../testing/local-supabase.global';
import { createCellRow, fetchCellRows, fetchMonthGrid, updateCellRow, type MonthGrid } from './month-grid';
import { patchMonthGrid } from './month-grid-patch';
import { saveUserSettings } from '@buget/shared-domain/settings';

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

// Money to the thousandth, as stored; lines and cells in one order (the server gives none).
const r3 = (n: number) => Math.round(n * 1000) / 1000;
const figures = (grid: MonthGrid) => ({
  opening: r3(grid.opening_balance),
  rows: grid.rows
    .map((line) => ({ ...line, cells: line.cells.map(([d, s, c, v]) => [d, s, c, r3(v)]).sort((a, b) => String(a).localeCompare(String(b))) }))
    .sort((a, b) => `${a.category}/${a.subcategory}/${a.type}`.localeCompare(`${b.category}/${b.subcategory}/${b.type}`)),
  days: grid.days.map((d) => ({ day: d.day, income: r3(d.income), expenses: r3(d.expenses), savings: r3(d.savings), balance: r3(d.balance) })),
  totals: Object.fromEntries(Object.entries(grid.totals).map(([k, v]) => [k, r3(v)])),
});

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

  it("a save's answer put in the month (patchMonthGrid) gives the figures of a fresh get_month_grid: new, updated, deleted rows", async () => {
    const cell = { category: 'NUTRITIE', subcategory: 'Restaurante', type: 'EXPENSE' as const, day: 14 };
    await createTransaction({ type: 'EXPENSE', amount: 40.125, category: 'NUTRITIE', subcategory: 'Restaurante', date: '2026-09-14' });
    await createTransaction({ type: 'INCOME', amount: 2500, category: 'VENITURI', subcategory: 'Salariu', date: '2026-09-03', execution_status: 'COMPLETED', actual_amount: 2500 });
    let grid = await fetchMonthGrid('2026-09');

    // A new row, answered as stored (pending: it counts its amount).
    const created = await createCellRow({ type: 'EXPENSE', amount: 12.34, planned_amount: 12.34, category: 'NUTRITIE', subcategory: 'Restaurante', date: '2026-09-14' });
    grid = patchMonthGrid(grid, { ...cell, remove: [], add: [{ status: created.execution_status, counted: created.counted_amount }] });
    expect(figures(grid)).toEqual(figures(await fetchMonthGrid('2026-09')));

    // That row updated to COMPLETED at another amount; then one moved to MODIFIED (counts its actual amount).
    const completed = await updateCellRow(created.id, { amount: 99.9, actual_amount: 99.9, execution_status: 'COMPLETED' });
    grid = patchMonthGrid(grid, { ...cell, remove: [{ status: created.execution_status, counted: created.counted_amount }], add: [{ status: completed.execution_status, counted: completed.counted_amount }] });
    expect(figures(grid)).toEqual(figures(await fetchMonthGrid('2026-09')));
    const modified = await updateCellRow(created.id, { actual_amount: 120, execution_status: 'MODIFIED' });
    expect(modified.counted_amount).toBe(120);
    grid = patchMonthGrid(grid, { ...cell, remove: [{ status: completed.execution_status, counted: completed.counted_amount }], add: [{ status: modified.execution_status, counted: modified.counted_amount }] });
    expect(figures(grid)).toEqual(figures(await fetchMonthGrid('2026-09')));

    // Deleted: its part leaves the cell, the day, the balance from that day on and the totals.
    await deleteTransaction(created.id);
    grid = patchMonthGrid(grid, { ...cell, remove: [{ status: modified.execution_status, counted: modified.counted_amount }], add: [] });
    expect(figures(grid)).toEqual(figures(await fetchMonthGrid('2026-09')));
  });

  it('with a balance start date inside the month, the patched month still equals a fresh one: a row before it moves no balance', async () => {
    await saveUserSettings({ balanceStartDate: '2026-10-10' });
    await createTransaction({ type: 'INCOME', amount: 300, category: 'VENITURI', subcategory: 'Salariu', date: '2026-10-02', execution_status: 'COMPLETED', actual_amount: 300 });
    let grid = await fetchMonthGrid('2026-10');
    expect(grid.balance_start).toBe('2026-10-10');
    expect(grid.days[1]).toMatchObject({ income: 300, balance: grid.opening_balance });
    for (const day of [5, 12]) {
      const row = await createCellRow({ type: 'EXPENSE', amount: 25, planned_amount: 25, category: 'NUTRITIE', subcategory: 'Restaurante', date: `2026-10-${String(day).padStart(2, '0')}` });
      grid = patchMonthGrid(grid, { category: 'NUTRITIE', subcategory: 'Restaurante', type: 'EXPENSE', day, remove: [], add: [{ status: row.execution_status, counted: row.counted_amount }] });
      expect(figures(grid)).toEqual(figures(await fetchMonthGrid('2026-10')));
    }
    expect(grid.days[4]?.balance).toBe(grid.opening_balance);
    expect(grid.days[11]?.balance).toBe(grid.opening_balance - 25);
  });

  it('a bad month key is refused by the server, and a second user reads nothing of this month', async () => {
    await expect(fetchMonthGrid('2026-13')).rejects.toThrow(/invalid month/);
    await signIn(INTEGRATION_EMAILS[9] as string);
    const grid = await fetchMonthGrid('2026-05');
    expect(grid.rows).toEqual([]);
    expect(grid.totals.count).toBe(0);
    expect(await fetchCellRows({ category: 'NUTRITIE', subcategory: 'Restaurante', date: '2026-05-12' })).toEqual([]);
    // Nor can it change the first one's row: nothing is updated, so nothing comes back.
    await expect(updateCellRow(ids[0] as string, { amount: 1, planned_amount: 1, actual_amount: null, execution_status: null })).rejects.toMatchObject({ code: 'PGRST116' });
  });
});
