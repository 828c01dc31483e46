import { describe, expect, it } from 'vitest';
import { rowAccountText, savingTargets, toTransactionAccounts, type TransactionAccount } from './transaction-accounts';

const account = (id: string, name: string, patch: Partial<TransactionAccount> = {}): TransactionAccount => ({
  id, name, account_type: 'CHECKING', is_active: true, is_default: false, currency: 'RON', ...patch,
});
const rows = [
  account('a', 'Bancă', { is_default: true }),
  account('b', 'Cash', { account_type: 'CASH' }),
  account('c', 'Investiții', { account_type: 'INVESTMENT' }),
  account('d', 'Vechi', { is_active: false, account_type: 'SAVINGS' }),
  account('e', 'Depozit', { account_type: 'SAVINGS' }),
];

describe('the accounts of the transaction screens', () => {
  it('offers the active ones, the default first chosen, and names every one', () => {
    const accounts = toTransactionAccounts(rows);
    expect(accounts.active.map((a) => a.id)).toEqual(['a', 'b', 'c', 'e']);
    expect(accounts.defaultId).toBe('a');
    expect(accounts.names.get('d')).toBe('Vechi');
    expect(savingTargets(accounts).map((a) => a.name)).toEqual(['Investiții', 'Depozit']);
  });
  it('takes the first active account when none is the default, and none when there are none', () => {
    expect(toTransactionAccounts(rows.slice(1)).defaultId).toBe('b');
    expect(toTransactionAccounts([]).defaultId).toBeUndefined();
  });
  it("writes a row's accounts: one, or from → to", () => {
    const { names } = toTransactionAccounts(rows);
    expect(rowAccountText({ account_id: 'a', to_account_id: null }, names)).toBe('Bancă');
    expect(rowAccountText({ account_id: 'a', to_account_id: 'b' }, names)).toBe('Bancă → Cash');
    expect(rowAccountText({ account_id: null, to_account_id: null }, names)).toBe('—');
    expect(rowAccountText({ account_id: 'x', to_account_id: null }, names)).toBe('—');
  });
});
