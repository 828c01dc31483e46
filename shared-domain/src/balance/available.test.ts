import { describe, expect, it } from 'vitest';
import { BALANCE_MESSAGES, balanceTone, effectiveAmount, negativeBalanceWarning } from './available';

describe('balance display rules', () => {
  it('a MODIFIED transaction is worth its actual_amount when set, any other its amount', () => {
    expect(effectiveAmount({ type: 'EXPENSE', amount: 100, actual_amount: 80, execution_status: 'MODIFIED' })).toBe(80);
    expect(effectiveAmount({ type: 'EXPENSE', amount: 100, actual_amount: null, execution_status: 'MODIFIED' })).toBe(100);
    expect(effectiveAmount({ type: 'EXPENSE', amount: 100, actual_amount: 80, execution_status: 'COMPLETED' })).toBe(100);
  });
  it('gives the widget tone and the negative warning', () => {
    expect(balanceTone(1)).toBe('positive');
    expect(balanceTone(-1)).toBe('negative');
    expect(balanceTone(0)).toBe('zero');
    expect(negativeBalanceWarning(-0.01)).toBe(BALANCE_MESSAGES.negativeBalance);
    expect(negativeBalanceWarning(0)).toBeNull();
  });
});
