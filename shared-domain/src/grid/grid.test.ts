import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeMonthGridTotals, type GridTransaction } from './month-totals';
import { deleteWithUndo, undoDeletion } from './undo';

const tx = (id: string, date: string, type: string, amount: number, extra: Partial<GridTransaction> = {}): GridTransaction => ({
  id,
  date,
  type,
  amount,
  category: 'NUTRITIE',
  subcategory: 'Restaurante',
  ...extra,
});

describe('month grid totals', () => {
  it('sums cells, days and the month with a running balance', () => {
    const g = computeMonthGridTotals(
      '2025-02',
      [
        tx('a', '2025-02-01', 'EXPENSE', 30),
        tx('b', '2025-02-01', 'EXPENSE', 20, { execution_status: null }),
        tx('c', '2025-02-03', 'INCOME', 1000, { category: 'VENITURI', subcategory: 'Salariu', execution_status: 'COMPLETED' }),
        tx('d', '2025-02-03', 'SAVING', 100, { category: 'ECONOMII', subcategory: null, execution_status: 'MODIFIED', actual_amount: 150 }),
        tx('e', '2025-03-01', 'EXPENSE', 5),
        tx('f', '2025-02-04', 'TRANSFER', 5),
        tx('g', '2025-02-04', 'EXPENSE', 0),
      ],
      100,
    );
    expect(g.days).toHaveLength(28);
    expect(g.cells['NUTRITIE']?.['Restaurante']?.[1]).toBe(50);
    expect(g.cellIds['NUTRITIE']?.['Restaurante']?.[1]).toEqual(['a', 'b']);
    expect(g.cells['ECONOMII']?.['']?.[3]).toBe(150);
    expect(g.days[0]).toEqual({ income: 0, expenses: 50, savings: 0, net: -50, balance: 50 });
    expect(g.days[2]).toEqual({ income: 1000, expenses: 0, savings: 150, net: 850, balance: 900 });
    expect(g.days[27]?.balance).toBe(900);
    expect(g.totals).toEqual({ income: 1000, expenses: 50, savings: 150, net: 800 });
  });
  it('refuses an invalid month key', () => {
    expect(() => computeMonthGridTotals('2025-2', [])).toThrow(RangeError);
  });
  it('ends on opening + net for any set (property)', () => {
    const arb = fc.record({
      id: fc.uuid(),
      date: fc.integer({ min: 1, max: 31 }).map((d) => `2025-01-${String(d).padStart(2, '0')}`),
      type: fc.constantFrom('INCOME', 'EXPENSE', 'SAVING'),
      amount: fc.integer({ min: 1, max: 5000 }),
      category: fc.constantFrom('A', 'B'),
      subcategory: fc.constantFrom<string | null>('x', null),
    });
    fc.assert(
      fc.property(fc.array(arb, { maxLength: 40 }), fc.integer({ min: -1000, max: 1000 }), (rows, opening) => {
        const g = computeMonthGridTotals('2025-01', rows, opening);
        expect(g.days.at(-1)?.balance).toBe(opening + g.totals.net);
        const cellSum = Object.values(g.cells).flatMap((s) => Object.values(s)).flatMap((d) => Object.values(d)).reduce((a, b) => a + b, 0);
        expect(cellSum).toBe(g.totals.income + g.totals.expenses + g.totals.savings);
      }),
    );
  });
});

describe('delete with undo', () => {
  const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
  it('removes several rows and puts them back in place', () => {
    const { remaining, removed } = deleteWithUndo(rows, ['b', 'd']);
    expect(remaining.map((r) => r.id)).toEqual(['a', 'c']);
    expect(undoDeletion(remaining, removed)).toEqual(rows);
  });
  it('restores a single row and keeps rows added since', () => {
    const { remaining, removed } = deleteWithUndo(rows, ['a']);
    expect(undoDeletion([...remaining, { id: 'e' }], removed).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(undoDeletion(rows, removed)).toEqual(rows);
  });
});
