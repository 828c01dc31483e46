// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buget/shared-domain/constants';
import { clearUserStorage } from '@buget/shared-domain/stores';
import { createDefaultAccounts } from './defaults';
import { isAccountsMigrated, markAccountsMigrated, useLocalAccountsStore } from './local-store';

describe('the accounts kept in the browser', () => {
  beforeEach(() => localStorage.clear());

  it('a sign-out leaves no account of the user, in memory or stored, and no user id in accountsMigrated (issue 24 point 5)', () => {
    const [bank] = createDefaultAccounts();
    const store = useLocalAccountsStore.getState();
    store.setSnapshot('ana', [{ ...bank!, accountName: 'Banca Anei', initialBalance: 1234.5 }]);
    store.queueCreate('ana', { ...bank!, accountId: 'local-1', accountName: 'Card Ana' });
    markAccountsMigrated('ana');
    expect(localStorage.getItem(STORAGE_KEYS.accounts)).toContain('Banca Anei');

    clearUserStorage();
    expect(useLocalAccountsStore.getState().users).toEqual({});
    expect([localStorage.getItem(STORAGE_KEYS.accounts), localStorage.getItem(STORAGE_KEYS.accountsMigrated)]).toEqual([null, null]);
    expect(isAccountsMigrated('ana')).toBe(false);
  });
});
