import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/iso-date';
import { computeDailyBalances, openingBalance, type DatedBalanceEntry } from './daily';

const accounts = [
  { initialBalance: 1000, isActive: true, includedInTotal: true },
  { initialBalance: 200, isActive: true, includedInTotal: true },
  { initialBalance: 5000, isActive: true, includedInTotal: false },
  { initialBalance: 300, isActive: false, includedInTotal: true },
];

describe('daily balances', () => {
  it('start from the active, included accounts', () => {
    expect(openingBalance(accounts)).toBe(1200);
  });
  it('apply counted transactions day by day from the start date', () => {
    const series = computeDailyBalances({
      accounts,
      today: '2025-06-10',
      startDate: '2025-06-01',
      endDate: '2025-06-03',
      transactions: [
        { id: 'a', type: 'INCOME', amount: 500, date: '2025-06-02', execution_status: 'COMPLETED' },
        { id: 'b', type: 'EXPENSE', amount: 100, date: '2025-06-02' },
        { id: 'c', type: 'SAVING', amount: 50, date: '2025-06-03', execution_status: 'PENDING' },
        { id: 'd', type: 'EXPENSE', amount: 1, date: '2025-06-04' },
      ],
    });
    expect(series).toEqual([
      { date: '2025-06-01', balance: 1200, transactionIds: [] },
      { date: '2025-06-02', balance: 1600, transactionIds: ['a', 'b'] },
      { date: '2025-06-03', balance: 1600, transactionIds: [] },
    ]);
  });
  it('start today when there is no balance start date', () => {
    const series = computeDailyBalances({ accounts, transactions: [], today: '2025-06-10', endDate: '2025-06-11' });
    expect(series.map((d) => d.date)).toEqual(['2025-06-10', '2025-06-11']);
  });
  it('ignore earlier transactions by default and roll them in on ROLL_IN', () => {
    const transactions: DatedBalanceEntry[] = [{ id: 'x', type: 'INCOME', amount: 300, date: '2025-05-31' }];
    const base = { accounts, transactions, today: '2025-06-10', startDate: '2025-06-01', endDate: '2025-06-01' };
    expect(computeDailyBalances(base)[0]?.balance).toBe(1200);
    expect(computeDailyBalances({ ...base, preStart: 'IGNORE' })[0]?.balance).toBe(1200);
    expect(computeDailyBalances({ ...base, preStart: 'ROLL_IN' })[0]?.balance).toBe(1500);
  });
  it('are empty when the end precedes the start, and refuse absurd ranges', () => {
    expect(computeDailyBalances({ accounts, transactions: [], today: '2025-06-10', endDate: '2025-06-09' })).toEqual([]);
    expect(() =>
      computeDailyBalances({ accounts, transactions: [], today: '2000-01-01', endDate: '2099-01-01' }),
    ).toThrow(RangeError);
  });
  it('the last day equals the opening balance plus the available balance of the period (property)', () => {
    const txArb = fc.record({
      id: fc.uuid(),
      type: fc.constantFrom('INCOME', 'EXPENSE', 'SAVING'),
      amount: fc.integer({ min: 1, max: 10_000 }),
      date: fc.integer({ min: 0, max: 29 }).map((d) => addDays('2025-06-01', d)),
    });
    fc.assert(
      fc.property(fc.array(txArb, { maxLength: 50 }), (transactions) => {
        const series = computeDailyBalances({ accounts, transactions, today: '2025-06-01', endDate: '2025-06-30' });
        expect(series).toHaveLength(30);
        const net = transactions.reduce((sum, t) => sum + (t.type === 'INCOME' ? t.amount : -t.amount), 0);
        expect(series.at(-1)?.balance).toBe(1200 + net);
        expect(series.flatMap((d) => d.transactionIds).sort()).toEqual(transactions.map((t) => t.id).sort());
      }),
    );
  });
});
