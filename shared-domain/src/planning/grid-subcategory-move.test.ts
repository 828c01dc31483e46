import { describe, expect, it } from 'vitest';
import type { MonthGrid } from './month-grid';
import { moveSubcategoryInGrid } from './grid-subcategory-move';

const grid = (rows: MonthGrid['rows']): MonthGrid => ({
  month: '2026-03',
  first_day: '2026-03-01',
  days_in_month: 31,
  opening_balance: 100,
  balance_start: null,
  rows,
  days: [{ day: 1, income: 0, expenses: 50, savings: 0, balance: 50 }],
  totals: { income: 0, expenses: 50, savings: 0, net: -50, closing_balance: 50, count: 4 },
});

describe('moveSubcategoryInGrid', () => {
  const start = grid([
    { category: 'NUTRITIE', subcategory: 'Piață', type: 'EXPENSE', cells: [[1, null, 1, 10], [2, 'COMPLETED', 2, 15]] },
    { category: 'NUTRITIE', subcategory: 'Brutărie', type: 'EXPENSE', cells: [[2, 'COMPLETED', 1, 5]] },
    { category: 'NUTRITIE', subcategory: null, type: 'EXPENSE', cells: [[1, null, 1, 20]] },
    { category: 'LOCUINTA', subcategory: 'Piață', type: 'EXPENSE', cells: [[3, null, 1, 7]] },
  ]);

  it('renames the line of that category only', () => {
    const moved = moveSubcategoryInGrid(start, { category: 'NUTRITIE', from: 'Piață', to: 'Piața Obor' });
    expect(moved.rows.map((l) => `${l.category}/${l.subcategory}`)).toEqual(['NUTRITIE/Piața Obor', 'NUTRITIE/Brutărie', 'NUTRITIE/null', 'LOCUINTA/Piață']);
    expect(moved.days).toBe(start.days);
    expect(moved.totals).toBe(start.totals);
  });

  it('merges into the target line, adding counts and values of the same day and status', () => {
    const moved = moveSubcategoryInGrid(start, { category: 'NUTRITIE', from: 'Brutărie', to: 'Piață' });
    expect(moved.rows[0]).toEqual({ category: 'NUTRITIE', subcategory: 'Piață', type: 'EXPENSE', cells: [[1, null, 1, 10], [2, 'COMPLETED', 3, 20]] });
    expect(moved.rows).toHaveLength(3);
    // The grid it came from is left as it was (the cache's old value).
    expect(start.rows[0]?.cells).toEqual([[1, null, 1, 10], [2, 'COMPLETED', 2, 15]]);
  });

  it('clears the subcategory into the line without one', () => {
    const moved = moveSubcategoryInGrid(start, { category: 'NUTRITIE', from: 'Piață', to: null });
    expect(moved.rows.find((l) => l.category === 'NUTRITIE' && l.subcategory === null)?.cells).toEqual([[1, null, 2, 30], [2, 'COMPLETED', 2, 15]]);
    expect(moved.rows.some((l) => l.subcategory === 'Piață' && l.category === 'NUTRITIE')).toBe(false);
  });

  it('gives the same grid back when nothing of that subcategory is in the month', () => {
    expect(moveSubcategoryInGrid(start, { category: 'TRANSPORT', from: 'Piață', to: 'X' })).toBe(start);
  });
});
