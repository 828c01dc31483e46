import { describe, expect, it } from 'vitest';
import { patchMonthGrid, type MonthGrid } from '@buget/shared-domain/planning';
import type { Category } from '@buget/shared-domain/schemas';
import { buildGridModel, dayColumns, dayName, visibleLines } from './model';

const catalogue: Category[] = [
  { name: 'VENITURI', isCustom: false, subcategories: [{ name: 'Salariu', isCustom: false }] },
  { name: 'NUTRITIE', isCustom: false, subcategories: [{ name: 'Restaurante', isCustom: false }, { name: 'Piață', isCustom: true }] },
];

const day = (d: number, balance: number, income = 0, expenses = 0, savings = 0) => ({ day: d, income, expenses, savings, balance });

const doc: MonthGrid = {
  month: '2026-02',
  first_day: '2026-02-01',
  days_in_month: 3, // a short month keeps the figures readable
  opening_balance: 100,
  balance_start: null,
  rows: [
    { category: 'NUTRITIE', subcategory: 'Restaurante', type: 'EXPENSE', cells: [[2, null, 2, 150], [2, 'COMPLETED', 1, 50], [3, 'SKIPPED', 1, 0]] },
    // A refund: income in an expense category counts against it.
    { category: 'NUTRITIE', subcategory: 'Restaurante', type: 'INCOME', cells: [[3, 'COMPLETED', 1, 20]] },
    { category: 'NUTRITIE', subcategory: null, type: 'EXPENSE', cells: [[1, null, 1, 30]] },
    { category: 'VENITURI', subcategory: 'Salariu', type: 'INCOME', cells: [[1, 'COMPLETED', 1, 1000]] },
    { category: 'HOBBY', subcategory: 'Vechi', type: 'EXPENSE', cells: [[3, 'MODIFIED', 1, 5]] },
  ],
  days: [day(1, 1070, 1000, 30), day(2, 870, 0, 200), day(3, -100, 20, 5)],
  totals: { income: 1020, expenses: 235, savings: 0, net: 785, closing_balance: -100, count: 8 },
};

describe('grid model', () => {
  const model = buildGridModel(catalogue, doc);

  it('keeps the catalogue order, then adds what the month holds outside it', () => {
    expect(model.categories.map((c) => [c.category, c.label])).toEqual([['VENITURI', 'Venituri'], ['NUTRITIE', 'Nutriție'], ['HOBBY', 'HOBBY']]);
    const nutritie = model.categories[1];
    expect(nutritie?.children.map((s) => [s.label, s.isCustom, s.listed])).toEqual([['Restaurante', false, true], ['Piață', true, true], ['Fără subcategorie', false, false]]);
    expect(model.categories.map((c) => c.listed)).toEqual([true, true, false]);
    expect(model.categories[2]?.children.map((s) => s.subcategory)).toEqual(['Vechi']);
  });

  it('places cells by day, adds statuses together and counts pending and skipped rows', () => {
    const restaurante = model.categories[1]?.children[0];
    expect(restaurante?.days).toEqual([undefined, { value: 200, count: 3, planned: 2, skipped: 0 }, { value: -20, count: 2, planned: 0, skipped: 1 }]);
    expect(restaurante?.total).toBe(180);
    expect(model.categories[1]?.children[1]?.days).toEqual([undefined, undefined, undefined]);
  });

  it('sums a category from its subcategories, per day and for the month', () => {
    expect(model.categories[1]?.days).toEqual([30, 200, -20]);
    expect(model.categories[1]?.total).toBe(210);
    expect(model.categories[0]?.days).toEqual([1000, 0, 0]);
    expect(model.categories.map((c) => c.type)).toEqual(['INCOME', 'EXPENSE', 'EXPENSE']);
  });

  it('takes the summary rows and the balance from the server, with the negative days', () => {
    expect(model.summary.map((s) => [s.label, s.days, s.total])).toEqual([
      ['Total venituri', [1000, 0, 20], 1020],
      ['Total cheltuieli', [30, 200, 5], 235],
      ['Total economii', [0, 0, 0], 0],
      ['Sold', [1070, 870, -100], -100],
    ]);
    expect(model.openingBalance).toBe(100);
    expect(model.negativeDays).toEqual([3]);
  });

  it('shows subcategories only under expanded categories', () => {
    expect(visibleLines(model, (c) => c === 'NUTRITIE').map((l) => l.key)).toEqual([
      'VENITURI', 'NUTRITIE', 'NUTRITIE\u0000Restaurante', 'NUTRITIE\u0000Piață', 'NUTRITIE\u0000', 'HOBBY',
    ]);
  });

  it('an empty month still has every catalogue line and a flat balance', () => {
    const empty = buildGridModel(catalogue, { ...doc, rows: [], days: [day(1, 100), day(2, 100), day(3, 100)], totals: { income: 0, expenses: 0, savings: 0, net: 0, closing_balance: 100, count: 0 } });
    expect(empty.categories.map((c) => c.children.length)).toEqual([1, 2]);
    expect(empty.summary[3]?.days).toEqual([100, 100, 100]);
    expect(empty.negativeDays).toEqual([]);
  });
});

describe('grid model after a write', () => {
  const before = buildGridModel(catalogue, doc);
  // A new expense of 40 on day 2 in Nutriție › Piață, as the grid puts it in the cached month.
  const written = patchMonthGrid(doc, { category: 'NUTRITIE', subcategory: 'Piață', type: 'EXPENSE', day: 2, remove: [], add: [{ status: null, counted: 40 }] });
  const after = buildGridModel(catalogue, written, before);

  it('has the figures a model built afresh from that month has', () => {
    expect(after).toEqual(buildGridModel(catalogue, written));
    expect(after.categories[1]?.children[1]?.days[1]).toEqual({ value: 40, count: 1, planned: 1, skipped: 0 });
    expect(after.summary[3]?.days).toEqual([1070, 830, -140]);
  });

  it('keeps every line the write did not move (the same object), so only those rows redraw', () => {
    const [venituri, nutritie, hobby] = after.categories;
    expect(venituri).toBe(before.categories[0]);
    expect(hobby).toBe(before.categories[2]);
    expect(nutritie).not.toBe(before.categories[1]);
    expect(nutritie?.children.map((s, i) => s === before.categories[1]?.children[i])).toEqual([true, false, true]);
    // Expenses and the balance moved; income and savings did not.
    expect(after.summary.map((s, i) => s === before.summary[i])).toEqual([true, false, true, false]);
  });

  it('a refetch answering the same figures keeps every line', () => {
    const again = buildGridModel(catalogue, structuredClone(doc), before);
    expect(again.categories.every((c, i) => c === before.categories[i])).toBe(true);
    expect(again.summary.every((s, i) => s === before.summary[i])).toBe(true);
  });
});

describe('day columns', () => {
  it('names weekdays Monday first in Romanian, marks weekends and today', () => {
    // 1 November 2026 is a Sunday.
    const columns = dayColumns('2026-11', 30, '2026-11-23');
    expect(columns.slice(0, 3).map((c) => [c.day, c.weekday, c.isWeekend])).toEqual([[1, 'D', true], [2, 'L', false], [3, 'Ma', false]]);
    expect(columns.slice(4, 7).map((c) => c.weekday)).toEqual(['J', 'V', 'S']);
    expect(columns.filter((c) => c.isToday).map((c) => c.date)).toEqual(['2026-11-23']);
    expect(columns[29]?.date).toBe('2026-11-30');
  });
  it('says a day as a cell name does', () => {
    expect(dayName('2026-11', 12)).toBe('12 noiembrie');
  });
});
