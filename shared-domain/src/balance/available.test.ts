import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BALANCE_MESSAGES,
  balanceDelta,
  balanceLevel,
  balanceTone,
  calculateAvailableBalance,
  effectiveAmount,
  isCountedForBalance,
  negativeBalanceWarning,
  type BalanceEntry,
} from './available';

describe('available balance rules', () => {
  it('is income minus expenses plus savings', () => {
    const r = calculateAvailableBalance([
      { type: 'INCOME', amount: 5000, execution_status: 'COMPLETED' },
      { type: 'EXPENSE', amount: 1200, execution_status: null },
      { type: 'SAVING', amount: 800 },
    ]);
    expect(r).toEqual({ totalIncome: 5000, totalExpenses: 1200, totalSavings: 800, available: 3000, counted: 3, warnings: [] });
  });
  it('counts COMPLETED, MODIFIED and no status only', () => {
    expect(isCountedForBalance({ execution_status: 'COMPLETED' })).toBe(true);
    expect(isCountedForBalance({ execution_status: 'MODIFIED' })).toBe(true);
    expect(isCountedForBalance({ execution_status: null })).toBe(true);
    expect(isCountedForBalance({})).toBe(true);
    expect(isCountedForBalance({ execution_status: 'PENDING' })).toBe(false);
    expect(calculateAvailableBalance([{ type: 'INCOME', amount: 10, execution_status: 'SKIPPED' }]).counted).toBe(0);
  });
  it('uses actual_amount for MODIFIED when set, amount otherwise', () => {
    expect(effectiveAmount({ type: 'EXPENSE', amount: 100, actual_amount: 80, execution_status: 'MODIFIED' })).toBe(80);
    expect(effectiveAmount({ type: 'EXPENSE', amount: 100, actual_amount: null, execution_status: 'MODIFIED' })).toBe(100);
    expect(effectiveAmount({ type: 'EXPENSE', amount: 100, actual_amount: 80, execution_status: 'COMPLETED' })).toBe(100);
  });
  it('skips amounts of zero or below', () => {
    const r = calculateAvailableBalance([
      { type: 'INCOME', amount: 0 },
      { type: 'INCOME', amount: -5 },
      { type: 'EXPENSE', amount: 10, actual_amount: 0, execution_status: 'MODIFIED' },
    ]);
    expect(r.counted).toBe(0);
    expect(r.available).toBe(0);
  });
  it('ignores unknown types with a warning', () => {
    const r = calculateAvailableBalance([{ type: 'TRANSFER', amount: 10 }, { type: 'INCOME', amount: 1 }]);
    expect(r.available).toBe(1);
    expect(r.warnings).toEqual([BALANCE_MESSAGES.unknownType('TRANSFER')]);
    expect(balanceDelta({ type: 'TRANSFER', amount: 10 })).toBeNull();
  });
  it('removes float noise from the sums', () => {
    const r = calculateAvailableBalance([{ type: 'INCOME', amount: 0.1 }, { type: 'INCOME', amount: 0.2 }]);
    expect(r.totalIncome).toBe(0.3);
  });
  it('gives the widget tone, the level and the negative warning', () => {
    expect(balanceTone(1)).toBe('positive');
    expect(balanceTone(-1)).toBe('negative');
    expect(balanceTone(0)).toBe('zero');
    expect(balanceLevel(-0.01)).toBe('NEGATIVE');
    expect(balanceLevel(99)).toBe('LOW');
    expect(balanceLevel(100)).toBe('NORMAL');
    expect(balanceLevel(400, 500)).toBe('LOW');
    expect(negativeBalanceWarning(-1)).toBe(BALANCE_MESSAGES.negativeBalance);
    expect(negativeBalanceWarning(0)).toBeNull();
  });
});

const entryArb: fc.Arbitrary<BalanceEntry> = fc.record({
  type: fc.constantFrom('INCOME', 'EXPENSE', 'SAVING', 'OTHER'),
  amount: fc.integer({ min: -1000, max: 100_000 }).map((n) => n / 100),
  actual_amount: fc.option(fc.integer({ min: -1000, max: 100_000 }).map((n) => n / 100)),
  execution_status: fc.option(fc.constantFrom('COMPLETED', 'MODIFIED', 'PENDING')),
});

describe('available balance properties', () => {
  it('available = income − expenses − savings over arbitrary sets', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 60 }), (entries) => {
        const r = calculateAvailableBalance(entries);
        expect(r.available).toBeCloseTo(r.totalIncome - r.totalExpenses - r.totalSavings, 6);
      }),
    );
  });
  it('equals the sum of the per-transaction deltas and counts only positive effective amounts', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 60 }), (entries) => {
        const r = calculateAvailableBalance(entries);
        const deltas = entries.map(balanceDelta).filter((d): d is number => d !== null);
        expect(r.available).toBeCloseTo(deltas.reduce((a, b) => a + b, 0), 6);
        expect(r.counted).toBe(deltas.length);
        expect(r.totalIncome).toBeGreaterThanOrEqual(0);
        expect(r.totalExpenses).toBeGreaterThanOrEqual(0);
        expect(r.totalSavings).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it('does not depend on the order of transactions', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 40 }), (entries) => {
        const reversed = calculateAvailableBalance([...entries].reverse());
        expect(reversed.available).toBeCloseTo(calculateAvailableBalance(entries).available, 6);
      }),
    );
  });
  it('adding a completed income raises the balance by its amount', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 40 }), fc.integer({ min: 1, max: 1_000_000 }), (entries, amount) => {
        const before = calculateAvailableBalance(entries).available;
        const after = calculateAvailableBalance([...entries, { type: 'INCOME', amount, execution_status: 'COMPLETED' }]).available;
        expect(after - before).toBeCloseTo(amount, 6);
      }),
    );
  });
});
