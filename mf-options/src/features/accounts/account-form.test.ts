import { describe, expect, it } from 'vitest';
import type { AccountView } from '@buget/shared-domain/accounts';
import { checkAccountFields, emptyAccountFields } from './account-form';

const existing = [{ accountId: 'a', accountName: 'Bancă' }] as AccountView[];

describe('the account form', () => {
  it('puts every code of spec point 5 on its field, in Romanian', () => {
    const cases: [Partial<ReturnType<typeof emptyAccountFields>>, string, string][] = [
      [{ name: '   ' }, 'name', 'Numele contului este obligatoriu'],
      [{ name: 'B' }, 'name', 'Numele contului trebuie să aibă cel puțin 2 caractere'],
      [{ name: 'x'.repeat(51) }, 'name', 'Numele contului poate avea cel mult 50 caractere'],
      [{ name: ' bancă ' }, 'name', 'Există deja un cont cu acest nume'],
      [{ name: 'ING', type: '' }, 'type', 'Tipul contului este obligatoriu'],
      [{ name: 'ING', initialBalance: ' ' }, 'initialBalance', 'Soldul inițial este obligatoriu'],
      [{ name: 'ING', initialBalance: 'abc' }, 'initialBalance', 'Soldul inițial trebuie să fie un număr valid'],
      [{ name: 'ING', initialBalance: '-5' }, 'initialBalance', 'Soldul inițial nu poate fi negativ'],
    ];
    for (const [fields, field, message] of cases) {
      const result = checkAccountFields({ ...emptyAccountFields(), ...fields }, existing);
      expect(result.ok ? {} : result.errors, JSON.stringify(fields)).toEqual({ [field]: message });
    }
  });

  it('lets an account keep its own name and reads a decimal comma', () => {
    const result = checkAccountFields({ name: 'Bancă', type: 'savings', initialBalance: '1234,5', includedInTotal: false }, existing, 'a');
    expect(result).toEqual({ ok: true, values: { name: 'Bancă', type: 'savings', initialBalance: 1234.5, includedInTotal: false } });
  });
});
