import { describe, expect, it } from 'vitest';
import { amountSchema, hasAllowedPrecision } from './amount';
import { TRANSACTION_FORM_MESSAGES as M } from '@buget/shared-domain/rules';

describe('amount schemas', () => {
  it('allow at most three decimals', () => {
    expect(hasAllowedPrecision(0.001)).toBe(true);
    expect(hasAllowedPrecision(12.345)).toBe(true);
    expect(hasAllowedPrecision(12.3456)).toBe(false);
  });
  it('form amounts are finite and positive', () => {
    expect(amountSchema.safeParse(0).error?.issues[0]?.message).toBe(M.amountPositive);
    expect(amountSchema.safeParse(Number.POSITIVE_INFINITY).error?.issues[0]?.message).toBe(M.amountInvalid);
  });
});
