import { describe, expect, it } from 'vitest';
import type { MonthGrid } from './month-grid';
import { patchMonthGrid } from './month-grid-patch';

const doc: MonthGrid = {
  month: '2026-02',
  first_day: '2026-02-01',
  days_in_month: 3,
  opening_balance: 100,
  balance_start: null,
  rows: [
    { category: 'NUTRITIE', subcategory: 'Restaurante', type: 'EXPENSE', cells: [[2, null, 1, 50]] },
    { category: 'VENITURI', subcategory: 'Salariu', type: 'INCOME', cells: [[1, 'COMPLETED', 1, 1000]] },
  ],
  days: [
    { day: 1, income: 1000, expenses: 0, savings: 0, balance: 1100 },
    { day: 2, income: 0, expenses: 50, savings: 0, balance: 1050 },
    { day: 3, income: 0, expenses: 0, savings: 0, balance: 1050 },
  ],
  totals: { income: 1000, expenses: 50, savings: 0, net: 950, closing_balance: 1050, count: 2 },
};

describe('optimistic month document', () => {
  it('a new expense adds its cell, its day, the balance from that day on and the totals', () => {
    const next = patchMonthGrid(doc, { category: 'NUTRITIE', subcategory: 'Piață', type: 'EXPENSE', day: 2, remove: [], add: [{ status: 'COMPLETED', counted: 298 }] });
    expect(next.rows.find((r) => r.subcategory === 'Piață')?.cells).toEqual([[2, 'COMPLETED', 1, 298]]);
    expect(next.days.map((d) => [d.expenses, d.balance])).toEqual([[0, 1100], [348, 752], [0, 752]]);
    expect(next.totals).toEqual({ income: 1000, expenses: 348, savings: 0, net: 652, closing_balance: 752, count: 3 });
    // The cached document itself is not touched (React Query compares by reference).
    expect(doc.days[1]?.expenses).toBe(50);
    expect(doc.rows).toHaveLength(2);
  });

  it('an edit moves a row from one status group to another by the difference', () => {
    const next = patchMonthGrid(doc, { category: 'NUTRITIE', subcategory: 'Restaurante', type: 'EXPENSE', day: 2, remove: [{ status: null, counted: 50 }], add: [{ status: 'COMPLETED', counted: 80 }] });
    expect(next.rows.find((r) => r.subcategory === 'Restaurante')?.cells).toEqual([[2, 'COMPLETED', 1, 80]]);
    expect(next.days[1]).toEqual({ day: 2, income: 0, expenses: 80, savings: 0, balance: 1020 });
    expect(next.totals.count).toBe(2);
  });

  it('a delete takes the line away when its last cell goes; income moves the balance up', () => {
    const next = patchMonthGrid(doc, { category: 'VENITURI', subcategory: 'Salariu', type: 'INCOME', day: 1, remove: [{ status: 'COMPLETED', counted: 1000 }], add: [] });
    expect(next.rows.map((r) => r.category)).toEqual(['NUTRITIE']);
    expect(next.days.map((d) => d.balance)).toEqual([100, 50, 50]);
    expect(next.totals).toMatchObject({ income: 0, net: -50, closing_balance: 50, count: 1 });
  });

  it('before the balance start date a change shows in its cell, day and totals but moves no balance; from it on it does', () => {
    const started = { ...doc, balance_start: '2026-02-02' };
    const before = patchMonthGrid(started, { category: 'NUTRITIE', subcategory: 'Piață', type: 'EXPENSE', day: 1, remove: [], add: [{ status: 'COMPLETED', counted: 30 }] });
    expect(before.rows.find((r) => r.subcategory === 'Piață')?.cells).toEqual([[1, 'COMPLETED', 1, 30]]);
    expect(before.days.map((d) => [d.expenses, d.balance])).toEqual([[30, 1100], [50, 1050], [0, 1050]]);
    expect(before.totals).toEqual({ income: 1000, expenses: 80, savings: 0, net: 920, closing_balance: 1050, count: 3 });
    const onStart = patchMonthGrid(started, { category: 'NUTRITIE', subcategory: 'Piață', type: 'EXPENSE', day: 2, remove: [], add: [{ status: 'COMPLETED', counted: 30 }] });
    expect(onStart.days.map((d) => d.balance)).toEqual([1100, 1020, 1020]);
    expect(onStart.totals.closing_balance).toBe(1020);
  });
});
