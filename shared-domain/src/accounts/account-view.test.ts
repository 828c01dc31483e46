// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createDefaultAccounts } from './defaults';
import { localAccountsOf, useLocalAccountsStore } from './local-store';
import type { LocalAccount } from '@buget/shared-domain/schemas';
import { accountsView } from './account-view';

const USER = 'u1';
const account = (accountId: string, accountName: string, displayOrder: number): LocalAccount => ({
  accountId,
  accountName,
  initialBalance: 10,
  currency: 'RON',
  accountType: 'cash',
  isActive: true,
  displayOrder,
  includedInTotal: true,
  iconName: 'wallet',
  isDefault: false,
});

beforeEach(() => useLocalAccountsStore.setState({ users: {} }));

describe('the accounts list with the changes kept here', () => {
  it('applies pending edits, appends local creates and marks both; a synced create is not shown twice', () => {
    const store = useLocalAccountsStore.getState();
    const server = [account('a', 'Bancă', 1), account('b', 'Cash', 2)];
    store.queueUpdate(USER, 'b', { accountName: 'Numerar' });
    store.queueCreate(USER, account('local-x', 'Revolut', 3));
    store.queueUpdate(USER, 'local-x', { initialBalance: 99 });
    const view = accountsView(server, localAccountsOf(USER), true);
    expect(view.map((a) => [a.accountName, a.pending, a.initialBalance])).toEqual([
      ['Bancă', false, 10],
      ['Numerar', true, 10],
      ['Revolut', true, 99],
    ]);
    expect(localAccountsOf(USER).pending).toHaveLength(2);
    useLocalAccountsStore.setState((s) => ({ users: { ...s.users, [USER]: { ...localAccountsOf(USER), replacedIds: { 'local-x': 'c' } } } }));
    expect(accountsView([...server, account('c', 'Revolut', 3)], localAccountsOf(USER), true).map((a) => a.accountName)).toEqual(['Bancă', 'Numerar', 'Revolut']);
  });

  it('without the server shows the list kept here, or the defaults of first use for a user never synced here', () => {
    useLocalAccountsStore.getState().setSnapshot(USER, [account('a', 'Bancă', 1)]);
    expect(accountsView(undefined, localAccountsOf(USER), true).map((a) => a.accountName)).toEqual(['Bancă']);
    expect(accountsView(undefined, localAccountsOf('nou'), false).map((a) => a.accountName)).toEqual(createDefaultAccounts().map((a) => a.accountName));
    expect(accountsView(undefined, localAccountsOf('nou'), true)).toEqual([]);
  });

  it('an edit made while its create was on the way stays queued as an edit of the server account', () => {
    const store = useLocalAccountsStore.getState();
    store.queueCreate(USER, account('local-y', 'Card', 4));
    const sent = localAccountsOf(USER).pending[0]!;
    store.queueUpdate(USER, 'local-y', { accountName: 'Card salariu' });
    useLocalAccountsStore.getState().settle(USER, sent, 'srv');
    expect(localAccountsOf(USER).pending).toEqual([
      { kind: 'update', accountId: 'srv', changes: { accountName: 'Card salariu', accountType: 'cash', initialBalance: 10, includedInTotal: true, isActive: true } },
    ]);
    expect(localAccountsOf(USER).replacedIds).toEqual({ 'local-y': 'srv' });
  });

  it('drops stored data that does not match the schema', async () => {
    localStorage.setItem('budget-app-accounts', JSON.stringify({ state: { users: { [USER]: { snapshot: 'nu', pending: [] } } }, version: 0 }));
    await useLocalAccountsStore.persist.rehydrate();
    expect(useLocalAccountsStore.getState().users).toEqual({});
  });
});
