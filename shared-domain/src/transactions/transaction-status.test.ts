import { describe, expect, it } from 'vitest';
import { realDiffersFromPlan, rowAmounts, rowStatus } from './transaction-status';

describe('a row as the list shows it', () => {
  it('names its status as the list filters it', () => {
    expect(rowStatus({ execution_status: null })).toBe('PENDING');
    expect(rowStatus({ execution_status: 'SKIPPED' })).toBe('SKIPPED');
  });
  it.each([
    [{ amount: 65, counted_amount: 70.5, execution_status: 'MODIFIED' as const }, { planned: 65, real: 70.5 }, true],
    [{ amount: 65, counted_amount: 65, execution_status: 'MODIFIED' as const }, { planned: 65, real: 65 }, false],
    [{ amount: 65, counted_amount: 65, execution_status: 'COMPLETED' as const }, { planned: 65, real: 65 }, false],
    [{ amount: 65, counted_amount: 65, execution_status: null }, { planned: 65, real: null }, false],
    [{ amount: 65, counted_amount: 0, execution_status: 'SKIPPED' as const }, { planned: 65, real: null }, false],
  ])('%o: %o', (row, amounts, differs) => {
    expect(rowAmounts(row)).toEqual(amounts);
    expect(realDiffersFromPlan(rowAmounts(row))).toBe(differs);
  });
});
