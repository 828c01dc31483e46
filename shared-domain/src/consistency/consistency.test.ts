import { describe, expect, it } from 'vitest';
import {
  checkTransactionConsistency,
  CONSISTENCY_MESSAGES,
  isVarianceFlagged,
  toConsistencyStatus,
  variancePercent,
} from './consistency';

describe('consistency checks', () => {
  it('passes a sound completed income', () => {
    expect(
      checkTransactionConsistency({ type: 'INCOME', amount: 100, actual_amount: 100, planned_amount: 100, status: 'completed' }),
    ).toEqual({ valid: true, errors: [], warnings: [], variancePercent: 0 });
  });
  it('rejects an income with a negative amount', () => {
    const r = checkTransactionConsistency({ type: 'INCOME', amount: -1, planned_amount: 1, status: 'pending' });
    expect(r.valid).toBe(false);
    expect(r.errors).toEqual(['Income transaction cannot have negative amount']);
  });
  it('flags an expense with a positive amount without invalidating it', () => {
    const r = checkTransactionConsistency({ type: 'EXPENSE', amount: 50, planned_amount: 50, status: 'pending' });
    expect(r.valid).toBe(true);
    expect(r.warnings).toEqual(['Expense transaction should have negative amount']);
  });
  it('requires actual_amount on a completed transaction', () => {
    const r = checkTransactionConsistency({ type: 'SAVING', amount: 5, actual_amount: null, status: 'completed' });
    expect(r.errors).toEqual(['Completed transaction must have actual_amount']);
  });
  it('requires planned_amount on a pending transaction', () => {
    const r = checkTransactionConsistency({ type: 'SAVING', amount: 5, status: 'pending' });
    expect(r.errors).toEqual(['Pending transaction must have planned_amount']);
  });
  it('flags a variance over 500 %, not at 500 %', () => {
    const at = checkTransactionConsistency({ type: 'SAVING', amount: 10, planned_amount: 10, actual_amount: 60, status: 'completed' });
    expect(at.warnings).toEqual([]);
    const over = checkTransactionConsistency({ type: 'SAVING', amount: 10, planned_amount: 10, actual_amount: 61, status: 'completed' });
    expect(over.warnings).toEqual([CONSISTENCY_MESSAGES.varianceExceeded(510)]);
    expect(over.warnings[0]).toBe('Variance between planned and actual amount is 510%, over 500%');
  });
  it('computes variance, infinite for a zero plan', () => {
    expect(variancePercent(100, 50)).toBe(50);
    expect(variancePercent(-100, -300)).toBe(200);
    expect(variancePercent(0, 0)).toBe(0);
    expect(variancePercent(0, 1)).toBe(Number.POSITIVE_INFINITY);
    expect(isVarianceFlagged(0, 1)).toBe(true);
    expect(CONSISTENCY_MESSAGES.varianceExceeded(Number.POSITIVE_INFINITY)).toContain('∞%');
  });
  it('reads the stored status as pending or completed', () => {
    expect(toConsistencyStatus(null)).toBe('pending');
    expect(toConsistencyStatus('MODIFIED')).toBe('completed');
    expect(toConsistencyStatus('COMPLETED')).toBe('completed');
  });
});
