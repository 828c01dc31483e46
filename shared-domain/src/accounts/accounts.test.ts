import { describe, expect, it } from 'vitest';
import type { AccountRow, LocalAccount } from '../schemas/account';
import { ACCOUNT_VALIDATION_MESSAGES } from '../validation/messages';
import { createDefaultAccounts, needsFirstTimeSetup } from './defaults';
import { toAccountRowInput, toLocalAccount, toLocalAccountType, toServerAccountType } from './mapping';
import { ACCOUNT_MESSAGES } from './messages';
import {
  addAccount,
  deleteAccount,
  ensureValidDefault,
  getDefaultAccount,
  replaceWithServerAccounts,
  setDefaultAccount,
  totalIncludedBalance,
  updateAccount,
} from './operations';
import { isLocalAccountId, isUuid, localAccountId, shouldCreateRemotely, shouldMigrateAccountsToServer, shouldWriteRemotely } from './sync';

const UUID = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
const value = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const row: AccountRow = {
  id: UUID,
  user_id: 'u1',
  name: 'ING',
  account_type: 'SAVINGS',
  initial_balance: 10,
  current_balance: 15,
  included_in_total: true,
  display_order: 4,
  is_active: true,
};

describe('default accounts', () => {
  it('are Bancă 1000, Cash 200 and Investiții 0 (not counted), Bancă the default', () => {
    const accounts = createDefaultAccounts();
    expect(accounts.map((a) => [a.accountName, a.accountType, a.initialBalance, a.displayOrder, a.includedInTotal])).toEqual([
      ['Bancă', 'checking', 1000, 1, true],
      ['Cash', 'cash', 200, 2, true],
      ['Investiții', 'investment', 0, 3, false],
    ]);
    expect(getDefaultAccount(accounts)?.accountName).toBe('Bancă');
    expect(accounts.every((a) => isLocalAccountId(a.accountId) && a.currency === 'RON')).toBe(true);
  });
  it('are needed with no accounts or only the old placeholder', () => {
    expect(needsFirstTimeSetup([])).toBe(true);
    expect(needsFirstTimeSetup([{ accountId: 'default' }])).toBe(true);
    expect(needsFirstTimeSetup([{ accountId: UUID }])).toBe(false);
    expect(needsFirstTimeSetup(createDefaultAccounts())).toBe(false);
  });
});

describe('mapping between server and form shapes', () => {
  it('maps a row to a local account and back', () => {
    const local = toLocalAccount(row, true);
    expect(local).toEqual({
      accountId: UUID,
      accountName: 'ING',
      initialBalance: 10,
      currentBalance: 15,
      currency: 'RON',
      accountType: 'savings',
      isActive: true,
      displayOrder: 4,
      includedInTotal: true,
      iconName: 'piggy-bank',
      isDefault: true,
    });
    const { user_id: _ignored, ...expected } = row;
    expect(toAccountRowInput(local)).toEqual(expected);
  });
  it('leaves out local ids so the server assigns one', () => {
    const input = toAccountRowInput(createDefaultAccounts()[0]!);
    expect('id' in input).toBe(false);
    expect(input.account_type).toBe('CHECKING');
  });
  it('converts type spellings both ways', () => {
    expect(toLocalAccountType('CREDIT')).toBe('credit');
    expect(toServerAccountType('investment')).toBe('INVESTMENT');
  });
});

describe('sync rules', () => {
  it('recognise UUIDs and local ids', () => {
    expect(isUuid(UUID)).toBe(true);
    expect(isUuid('local-x')).toBe(false);
    expect(localAccountId('abc')).toBe('local-abc');
  });
  it('create remotely only online and signed in', () => {
    expect(shouldCreateRemotely({ online: true, signedIn: true })).toBe(true);
    expect(shouldCreateRemotely({ online: false, signedIn: true })).toBe(false);
    expect(shouldCreateRemotely({ online: true, signedIn: false })).toBe(false);
  });
  it('update and delete remotely only online with a UUID', () => {
    expect(shouldWriteRemotely({ online: true }, UUID)).toBe(true);
    expect(shouldWriteRemotely({ online: true }, 'local-1')).toBe(false);
    expect(shouldWriteRemotely({ online: false }, UUID)).toBe(false);
  });
  it('migrate once, only when the server has none', () => {
    expect(shouldMigrateAccountsToServer({ serverCount: 0, localCount: 3, alreadyMigrated: false })).toBe(true);
    expect(shouldMigrateAccountsToServer({ serverCount: 0, localCount: 3, alreadyMigrated: true })).toBe(false);
    expect(shouldMigrateAccountsToServer({ serverCount: 2, localCount: 3, alreadyMigrated: false })).toBe(false);
    expect(shouldMigrateAccountsToServer({ serverCount: 0, localCount: 0, alreadyMigrated: false })).toBe(false);
  });
});

describe('account operations', () => {
  const draft = { name: ' Revolut ', type: 'checking', initialBalance: '50,5' };

  it('makes the first account added the default', () => {
    const accounts = value(addAccount([], draft, 'local-1'));
    expect(accounts[0]).toMatchObject({ accountName: 'Revolut', initialBalance: 50.5, isDefault: true, displayOrder: 1 });
    const more = value(addAccount(accounts, { ...draft, name: 'BT' }, 'local-2'));
    expect(more[1]?.isDefault).toBe(false);
    expect(more[1]?.displayOrder).toBe(2);
  });
  it('allows at most 10 accounts', () => {
    let accounts: LocalAccount[] = [];
    for (let i = 0; i < 10; i += 1) accounts = value(addAccount(accounts, { ...draft, name: `Cont ${i}` }, `local-${i}`));
    expect(addAccount(accounts, { ...draft, name: 'Cont 11' }, 'local-11')).toEqual({ ok: false, error: ACCOUNT_MESSAGES.maxReached });
  });
  it('refuses a duplicate name, trimmed and case-insensitive, and an unknown type', () => {
    expect(addAccount(createDefaultAccounts(), { ...draft, name: ' bancă ' }, 'x')).toEqual({
      ok: false,
      error: ACCOUNT_VALIDATION_MESSAGES.DUPLICATE_NAME,
    });
    expect(addAccount([], { ...draft, type: 'crypto' }, 'x')).toEqual({ ok: false, error: ACCOUNT_VALIDATION_MESSAGES.TYPE_REQUIRED });
  });
  it('refuses to delete the last active account', () => {
    const one = value(addAccount([], draft, 'local-1'));
    expect(deleteAccount(one, 'local-1')).toEqual({ ok: false, error: ACCOUNT_MESSAGES.cannotDeleteLast });
  });
  it('refuses to delete an account with transactions, or an unknown one', () => {
    const accounts = createDefaultAccounts();
    expect(deleteAccount(accounts, 'local-cash', { hasTransactions: true })).toEqual({ ok: false, error: ACCOUNT_MESSAGES.hasTransactions });
    expect(deleteAccount(accounts, 'nope')).toEqual({ ok: false, error: ACCOUNT_MESSAGES.notFound });
  });
  it('hands the default to the first active account when the default is deleted', () => {
    const accounts = value(deleteAccount(createDefaultAccounts(), 'local-banca'));
    expect(getDefaultAccount(accounts)?.accountId).toBe('local-cash');
    expect(accounts.filter((a) => a.isDefault)).toHaveLength(1);
  });
  it('sets an active account as default, not an inactive or unknown one', () => {
    const accounts = createDefaultAccounts();
    expect(getDefaultAccount(value(setDefaultAccount(accounts, 'local-cash')))?.accountId).toBe('local-cash');
    const inactive = accounts.map((a) => (a.accountId === 'local-cash' ? { ...a, isActive: false } : a));
    expect(setDefaultAccount(inactive, 'local-cash')).toEqual({ ok: false, error: ACCOUNT_MESSAGES.notActive });
    expect(setDefaultAccount(accounts, 'nope')).toEqual({ ok: false, error: ACCOUNT_MESSAGES.notFound });
  });
  it('updates an account, keeps the default active and guards the last active one', () => {
    const accounts = createDefaultAccounts();
    const renamed = value(updateAccount(accounts, 'local-cash', { accountName: ' CASH ' }));
    expect(renamed[1]?.accountName).toBe('CASH');
    const deactivated = value(updateAccount(accounts, 'local-banca', { isActive: false }));
    expect(getDefaultAccount(deactivated)?.accountId).toBe('local-cash');
    expect(updateAccount(accounts, 'local-cash', { accountName: 'bancă' })).toEqual({
      ok: false,
      error: ACCOUNT_VALIDATION_MESSAGES.DUPLICATE_NAME,
    });
    expect(updateAccount(accounts, 'nope', {})).toEqual({ ok: false, error: ACCOUNT_MESSAGES.notFound });
    const single = value(addAccount([], draft, 'local-1'));
    expect(updateAccount(single, 'local-1', { isActive: false })).toEqual({ ok: false, error: ACCOUNT_MESSAGES.cannotDeleteLast });
  });
  it('repairs a missing default', () => {
    const none = createDefaultAccounts().map((a) => ({ ...a, isDefault: false }));
    expect(getDefaultAccount(ensureValidDefault(none))?.accountId).toBe('local-banca');
  });
  it('lets server accounts replace local ones when there are any', () => {
    const local = createDefaultAccounts();
    expect(replaceWithServerAccounts(local, [])).toEqual(local);
    const replaced = replaceWithServerAccounts(local, [row]);
    expect(replaced).toHaveLength(1);
    expect(replaced[0]?.isDefault).toBe(true);
  });
  it('totals the active accounts counted in the total', () => {
    expect(totalIncludedBalance(createDefaultAccounts())).toBe(1200);
  });
});
