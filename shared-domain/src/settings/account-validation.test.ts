import { describe, expect, it } from 'vitest';
import { readInitialBalance, validateAccountDraft } from './account-validation';
import { ACCOUNT_VALIDATION_MESSAGES } from '@buget/shared-domain/rules';

const existing = [
  { accountId: 'a1', accountName: 'Bancă' },
  { accountId: 'a2', accountName: 'Cash' },
];
const codes = (draft: Parameters<typeof validateAccountDraft>[0]) =>
  validateAccountDraft(draft, existing).map((e) => e.code);

describe('account validation', () => {
  it('accepts a valid draft', () => {
    expect(validateAccountDraft({ name: 'Revolut', type: 'checking', initialBalance: '0' }, existing)).toEqual([]);
  });
  it.each([
    [{ name: '   ', type: 'cash', initialBalance: 1 }, 'NAME_REQUIRED'],
    [{ name: null, type: 'cash', initialBalance: 1 }, 'NAME_REQUIRED'],
    [{ name: 'x'.repeat(51), type: 'cash', initialBalance: 1 }, 'NAME_TOO_LONG'],
    [{ name: 'x', type: 'cash', initialBalance: 1 }, 'NAME_TOO_SHORT'],
    [{ name: ' cash ', type: 'cash', initialBalance: 1 }, 'DUPLICATE_NAME'],
    [{ name: 'BANCĂ', type: 'cash', initialBalance: 1 }, 'DUPLICATE_NAME'],
    [{ name: 'Nou', type: '', initialBalance: 1 }, 'TYPE_REQUIRED'],
    [{ name: 'Nou', type: 'cash', initialBalance: '' }, 'INITIAL_BALANCE_REQUIRED'],
    [{ name: 'Nou', type: 'cash' }, 'INITIAL_BALANCE_REQUIRED'],
    [{ name: 'Nou', type: 'cash', initialBalance: 'abc' }, 'INITIAL_BALANCE_INVALID'],
    [{ name: 'Nou', type: 'cash', initialBalance: '1.23.4' }, 'INITIAL_BALANCE_INVALID'],
    [{ name: 'Nou', type: 'cash', initialBalance: Number.NaN }, 'INITIAL_BALANCE_INVALID'],
    [{ name: 'Nou', type: 'cash', initialBalance: '-1' }, 'INITIAL_BALANCE_NEGATIVE'],
    [{ name: 'Nou', type: 'cash', initialBalance: '-1.234,5 lei' }, 'INITIAL_BALANCE_NEGATIVE'],
    [{ name: 'Nou', type: 'cash', initialBalance: -1 }, 'INITIAL_BALANCE_NEGATIVE'],
  ])('%o gives %s', (draft, code) => {
    expect(codes(draft)).toEqual([code]);
  });
  it('reads an initial balance as Romanians write it, to the ban the column keeps, and refuses a third decimal', () => {
    expect(readInitialBalance('1.234,56')).toEqual({ ok: true, value: 1234.56 });
    expect(readInitialBalance('1 234,5 lei')).toEqual({ ok: true, value: 1234.5 });
    expect(readInitialBalance('2450.75')).toEqual({ ok: true, value: 2450.75 });
    expect(readInitialBalance('0,005')).toEqual({ ok: false, error: 'invalid' });
    expect(readInitialBalance('1,234')).toEqual({ ok: false, error: 'invalid' });
    expect(readInitialBalance('0,1')).toEqual({ ok: true, value: 0.1 });
    expect(readInitialBalance(19.99)).toEqual({ ok: true, value: 19.99 });
    expect(readInitialBalance(200)).toEqual({ ok: true, value: 200 });
  });
  it('lets a credit account owe money, and no other', () => {
    expect(readInitialBalance('-1.500', 'credit')).toEqual({ ok: true, value: -1500 });
    expect(readInitialBalance('\u22121.234,56 lei', 'CREDIT')).toEqual({ ok: true, value: -1234.56 });
    expect(readInitialBalance(-20.5, 'credit')).toEqual({ ok: true, value: -20.5 });
    expect(readInitialBalance('-0', 'credit')).toEqual({ ok: true, value: 0 });
    expect(readInitialBalance('--5', 'credit')).toEqual({ ok: false, error: 'invalid' });
    expect(readInitialBalance('-5', 'checking')).toEqual({ ok: false, error: 'negative' });
    expect(codes({ name: 'Card', type: 'credit', initialBalance: '-2.000,50' })).toEqual([]);
    expect(codes({ name: 'Card', type: 'savings', initialBalance: '-2.000,50' })).toEqual(['INITIAL_BALANCE_NEGATIVE']);
  });
  it('allows an account to keep its own name when edited', () => {
    expect(codes({ accountId: 'a2', name: 'CASH', type: 'cash', initialBalance: 200 })).toEqual([]);
  });
  it('gives every failing code with its message', () => {
    const errors = validateAccountDraft({}, existing);
    expect(errors.map((e) => e.code)).toEqual(['NAME_REQUIRED', 'TYPE_REQUIRED', 'INITIAL_BALANCE_REQUIRED']);
    expect(errors[0]?.message).toBe(ACCOUNT_VALIDATION_MESSAGES.NAME_REQUIRED);
  });
});
