import { describe, expect, it } from 'vitest';
import { BALANCE_MESSAGES, balanceTone, negativeBalanceWarning } from './available';

describe('balance display rules', () => {
  it('gives the widget tone and the negative warning', () => {
    expect(balanceTone(1)).toBe('positive');
    expect(balanceTone(-1)).toBe('negative');
    expect(balanceTone(0)).toBe('zero');
    expect(negativeBalanceWarning(-0.01)).toBe(BALANCE_MESSAGES.negativeBalance);
    expect(negativeBalanceWarning(0)).toBeNull();
  });
});
