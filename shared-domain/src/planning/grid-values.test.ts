import { describe, expect, it } from 'vitest';
import { validateGridAmount, validatePercentage } from './grid-values';
import { GRID_VALUE_MESSAGES as M } from '@buget/shared-domain/rules';

describe('grid values', () => {
  it('reads numbers, including a decimal comma', () => {
    expect(validateGridAmount('12,5')).toEqual({ ok: true, value: 12.5 });
    expect(validateGridAmount(0)).toEqual({ ok: true, value: 0 });
  });
  it('rejects what is not a number', () => {
    expect(validateGridAmount('abc')).toEqual({ ok: false, error: M.invalidNumber });
    expect(validateGridAmount('  ')).toEqual({ ok: false, error: M.invalidNumber });
    expect(validateGridAmount(Number.NaN)).toEqual({ ok: false, error: M.invalidNumber });
  });
  it('rejects negative amounts', () => {
    expect(validateGridAmount('-1')).toEqual({ ok: false, error: M.negative });
  });
  it('accepts percentages from 0 to 100 only', () => {
    expect(validatePercentage('0')).toEqual({ ok: true, value: 0 });
    expect(validatePercentage(100)).toEqual({ ok: true, value: 100 });
    expect(validatePercentage('100.5')).toEqual({ ok: false, error: M.percentage });
    expect(validatePercentage('-1')).toEqual({ ok: false, error: M.percentage });
    expect(validatePercentage('x')).toEqual({ ok: false, error: M.percentage });
  });
});
