import { describe, expect, it } from 'vitest';
import { differenceOf, readBankBalance, RECONCILE_FORM_MESSAGES as M } from './reconcile-form';

describe('readBankBalance (issue 26 point 4)', () => {
  it('reads an amount as Romanians write it, a minus for an overdraft', () => {
    expect(readBankBalance('1.234,56')).toEqual({ ok: true, value: 1234.56 });
    expect(readBankBalance(' 1 234,5 lei ')).toEqual({ ok: true, value: 1234.5 });
    expect(readBankBalance('-250,75')).toEqual({ ok: true, value: -250.75 });
    expect(readBankBalance('\u2212 12')).toEqual({ ok: true, value: -12 });
    expect(readBankBalance('0')).toEqual({ ok: true, value: 0 });
    expect(readBankBalance('1.000.000')).toEqual({ ok: true, value: 1_000_000 });
  });

  it('says in Romanian what is wrong with what it cannot take', () => {
    expect(readBankBalance('')).toEqual({ ok: false, error: M.required });
    expect(readBankBalance('   ')).toEqual({ ok: false, error: M.required });
    expect(readBankBalance('doisprezece')).toEqual({ ok: false, error: M.unreadable });
    expect(readBankBalance('12,34,56')).toEqual({ ok: false, error: M.unreadable });
    expect(readBankBalance('--5')).toEqual({ ok: false, error: M.unreadable });
    expect(readBankBalance('1.000.000,01')).toEqual({ ok: false, error: M.tooLarge });
    expect(readBankBalance('-2000000')).toEqual({ ok: false, error: M.tooLarge });
    expect(readBankBalance('12,3456')).toEqual({ ok: false, error: M.tooPrecise });
  });
});

describe('differenceOf', () => {
  it('is bank minus Buget, exact', () => {
    expect(differenceOf(1234.56, 1200.1)).toBe(34.46);
    expect(differenceOf(0.3, 0.1)).toBe(0.2);
    expect(differenceOf(-25.5, 100)).toBe(-125.5);
    expect(differenceOf(10, 10)).toBe(0);
  });
});
