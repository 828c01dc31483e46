import { describe, expect, it } from 'vitest';
import { validateGridAmount } from './grid-values';
import { GRID_VALUE_MESSAGES as M } from '@buget/shared-domain/rules';

describe('grid values', () => {
  it('reads numbers as Romanians write them: a decimal comma, thousands dots or spaces, a currency word', () => {
    expect(validateGridAmount('12,5')).toEqual({ ok: true, value: 12.5 });
    expect(validateGridAmount('1.234,56')).toEqual({ ok: true, value: 1234.56 });
    expect(validateGridAmount('1 234,5 lei')).toEqual({ ok: true, value: 1234.5 });
    expect(validateGridAmount('1.000')).toEqual({ ok: true, value: 1000 });
    expect(validateGridAmount(' 298 ')).toEqual({ ok: true, value: 298 });
    expect(validateGridAmount('0.001')).toEqual({ ok: true, value: 0.001 });
    expect(validateGridAmount('1000000')).toEqual({ ok: true, value: 1_000_000 });
    expect(validateGridAmount(12.345)).toEqual({ ok: true, value: 12.345 });
  });
  it('rejects what is not a number: letters, exponents, malformed groups, blanks', () => {
    for (const text of ['abc', '12a', '1e5', '0x10', '1.23.4', '--5', '  ', '', '12,', ',5']) {
      expect(validateGridAmount(text), text).toEqual({ ok: false, error: M.invalidNumber });
    }
    expect(validateGridAmount(Number.NaN)).toEqual({ ok: false, error: M.invalidNumber });
  });
  it('rejects negative amounts and 0', () => {
    expect(validateGridAmount('-1')).toEqual({ ok: false, error: M.negative });
    expect(validateGridAmount('-1.234,5 lei')).toEqual({ ok: false, error: M.negative });
    expect(validateGridAmount(-1)).toEqual({ ok: false, error: M.negative });
    expect(validateGridAmount('0')).toEqual({ ok: false, error: M.zero });
    expect(validateGridAmount('0,000')).toEqual({ ok: false, error: M.zero });
    expect(validateGridAmount(0)).toEqual({ ok: false, error: M.zero });
  });
  it('rejects more than 1,000,000 and more than three decimals', () => {
    expect(validateGridAmount('1000000.001')).toEqual({ ok: false, error: M.max });
    expect(validateGridAmount('12,3456')).toEqual({ ok: false, error: M.precision });
    expect(validateGridAmount('1.2345')).toEqual({ ok: false, error: M.precision });
    expect(validateGridAmount(0.0001)).toEqual({ ok: false, error: M.precision });
    expect(M.max).toBe('Suma nu poate depăși 1.000.000');
    expect(M.precision).toBe('Suma poate avea cel mult 3 zecimale');
  });
});
