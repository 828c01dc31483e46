import { describe, expect, it } from 'vitest';
import type { AccountView } from '@buget/shared-domain/accounts';
import { ACCOUNT_FORM_MESSAGES, checkAccountFields, emptyAccountFields, fieldsOf, type AccountFields } from './account-form';

const existing = [{ accountId: 'a', accountName: 'Bancă' }] as AccountView[];
const TODAY = '2026-11-27';

describe('the account form', () => {
  it('puts every code of spec point 5 on its field, in Romanian', () => {
    const cases: [Partial<AccountFields>, string, string][] = [
      [{ name: '   ' }, 'name', 'Numele contului este obligatoriu'],
      [{ name: 'B' }, 'name', 'Numele contului trebuie să aibă cel puțin 2 caractere'],
      [{ name: 'x'.repeat(51) }, 'name', 'Numele contului poate avea cel mult 50 caractere'],
      [{ name: ' bancă ' }, 'name', 'Există deja un cont cu acest nume'],
      [{ name: 'ING', type: '' }, 'type', 'Tipul contului este obligatoriu'],
      [{ name: 'ING', initialBalance: ' ' }, 'initialBalance', 'Soldul inițial este obligatoriu'],
      [{ name: 'ING', initialBalance: 'abc' }, 'initialBalance', 'Soldul inițial trebuie să fie un număr valid'],
      [{ name: 'ING', initialBalance: '-5' }, 'initialBalance', 'Soldul inițial nu poate fi negativ. Doar un cont de tip Credit poate avea sold negativ (o datorie).'],
      [{ name: 'ING', balanceStartDate: '' }, 'balanceStartDate', ACCOUNT_FORM_MESSAGES.dateRequired],
      [{ name: 'ING', balanceStartDate: '2026-11-28' }, 'balanceStartDate', ACCOUNT_FORM_MESSAGES.dateInFuture],
    ];
    for (const [fields, field, message] of cases) {
      const result = checkAccountFields({ ...emptyAccountFields(TODAY), ...fields }, existing, TODAY);
      expect(result.ok ? {} : result.errors, JSON.stringify(fields)).toEqual({ [field]: message });
    }
  });

  it('lets an account keep its own name and reads a decimal comma', () => {
    const result = checkAccountFields({ name: 'Bancă', type: 'savings', initialBalance: '1234,5', includedInTotal: false, balanceStartDate: '2026-11-01', currency: 'EUR' }, existing, TODAY, 'a');
    expect(result).toEqual({ ok: true, values: { name: 'Bancă', type: 'savings', initialBalance: 1234.5, includedInTotal: false, balanceStartDate: '2026-11-01', currency: 'EUR' } });
  });

  it('lets a credit account start below zero, and dates a new balance today', () => {
    const fields = { ...emptyAccountFields(TODAY), name: 'Card', type: 'credit' as const, initialBalance: '-1.250,50' };
    expect(checkAccountFields(fields, existing, TODAY)).toMatchObject({ ok: true, values: { initialBalance: -1250.5, balanceStartDate: TODAY } });
    const account = { accountId: 'a', accountName: 'Bancă', accountType: 'checking', initialBalance: 0, includedInTotal: true } as AccountView;
    expect(fieldsOf(account, TODAY).balanceStartDate).toBe(TODAY);
    expect(fieldsOf({ ...account, balanceStartDate: '2026-10-01' }, TODAY).balanceStartDate).toBe('2026-10-01');
  });

  it('reads an initial balance as Romanians write it and edits one with its bani', () => {
    for (const [text, value] of [['1.234,56', 1234.56], ['1 234,5 lei', 1234.5], ['2450.75', 2450.75], ['1.000', 1000]] as const) {
      const result = checkAccountFields({ ...emptyAccountFields(TODAY), name: 'ING', initialBalance: text }, existing, TODAY);
      expect(result.ok && result.values.initialBalance, text).toBe(value);
    }
    const account = { accountId: 'a', accountName: 'Bancă', accountType: 'checking', initialBalance: 2450.75, includedInTotal: true } as AccountView;
    expect(fieldsOf(account, TODAY).initialBalance).toBe('2450,75');
    expect(fieldsOf({ ...account, initialBalance: 180 }, TODAY).initialBalance).toBe('180');
  });
});
