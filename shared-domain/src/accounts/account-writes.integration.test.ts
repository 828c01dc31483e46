// @vitest-environment jsdom
/**
 * The options page's account writes against the real local Supabase server (issue 13 points 2
 * and 3): on the server when it answers, in this browser when offline or when it fails, and the
 * server's rules coming back as the spec's Romanian texts.
 */
import { createClient } from '@supabase/supabase-js';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { DEV_SERVICE_ROLE_KEY } from '@buget/supabase-local/config';
import { localAccountsOf, useLocalAccountsStore } from './local-store';
import { ACCOUNT_MESSAGES } from './messages';
import { reconcileAccounts } from './reconcile';
import { AccountWriteError } from './server-writes';
import { fetchUserAccounts } from './user-accounts';
import { accountWriteErrorMessage } from './write-errors';
import { configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { countAccountTransactions, createAccount, deleteAccount, reorderAccounts, setDefaultAccount, updateAccount, type NewAccount } from './account-writes';

const PASSWORD = 'Integrare#2026';
let userId = '';

const revolut: NewAccount = { name: 'Revolut', type: 'savings', initialBalance: 120, includedInTotal: true, displayOrder: 4, balanceStartDate: '2026-03-01' };
const names = async () => (await fetchUserAccounts()).map((a) => a.name);
const idOf = async (name: string) => (await fetchUserAccounts()).find((a) => a.name === name)!.id;

beforeAll(async () => {
  const { url, anonKey } = inject('supabase');
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  const email = `conturi-scrieri-${Date.now().toString(36)}@buget.ro`;
  const admin = createClient(url, DEV_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
  await admin.from('beta_allowlist').insert({ email, source: 'admin' }).throwOnError();
  await getSupabase().auth.signUp({ email, password: PASSWORD });
  const { data } = await getSupabase().auth.signInWithPassword({ email, password: PASSWORD });
  userId = data.user!.id;
  await reconcileAccounts(userId);
});

beforeEach(() => useLocalAccountsStore.setState({ users: {} }));
afterEach(() => vi.restoreAllMocks());

describe('account writes', () => {
  it('create, edit, default, order and delete reach the server when it answers', async () => {
    expect(await createAccount(userId, revolut)).toBe('server');
    expect(await names()).toEqual(['Bancă', 'Cash', 'Investiții', 'Revolut']);
    const id = await idOf('Revolut');
    expect((await fetchUserAccounts()).find((a) => a.id === id)?.balance_start_date).toBe('2026-03-01');
    expect(await updateAccount(userId, id, { accountName: 'Revolut Pro', initialBalance: 200 })).toBe('server');
    await setDefaultAccount(userId, id);
    expect((await fetchUserAccounts()).find((a) => a.id === id)?.is_default).toBe(true);
    const ids = (await fetchUserAccounts()).map((a) => a.id);
    await reorderAccounts([id, ...ids.filter((x) => x !== id)]);
    expect(await names()).toEqual(['Revolut Pro', 'Bancă', 'Cash', 'Investiții']);
    expect(await countAccountTransactions(id)).toBe(0);
    await setDefaultAccount(userId, await idOf('Bancă'));
    await deleteAccount(userId, id);
    expect(await names()).toEqual(['Bancă', 'Cash', 'Investiții']);
  });

  it("the server's refusals come back as the spec's texts", async () => {
    const duplicate = await createAccount(userId, { ...revolut, name: ' cash ' }).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(AccountWriteError);
    expect(accountWriteErrorMessage(duplicate as AccountWriteError, 'save')).toBe('Există deja un cont cu acest nume');
    const cash = await idOf('Cash');
    await getSupabase().from('transactions').insert({ type: 'EXPENSE', amount: 5, category: 'NUTRITIE', date: '2026-03-01', account_id: cash }).throwOnError();
    expect(await countAccountTransactions(cash)).toBe(1);
    const used = await deleteAccount(userId, cash).catch((e: unknown) => e);
    expect(accountWriteErrorMessage(used as AccountWriteError, 'delete')).toBe(ACCOUNT_MESSAGES.hasTransactions);
    const order = await reorderAccounts([cash]).catch((e: unknown) => e);
    expect(accountWriteErrorMessage(order as AccountWriteError, 'reorder')).toBe(ACCOUNT_MESSAGES.orderInvalid);
    await expect(setDefaultAccount(userId, 'local-nu-exista')).rejects.toThrow(ACCOUNT_MESSAGES.notSyncedYet);
  });

  it('offline, a create and an edit stay in this browser; a local account is deleted here only', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await createAccount(userId, { ...revolut, name: 'Offline' })).toBe('local-offline');
    const created = localAccountsOf(userId).pending[0];
    expect(created?.kind === 'create' && created.account.accountId).toMatch(/^local-/);
    expect(await updateAccount(userId, await idOf('Bancă'), { includedInTotal: false })).toBe('local-offline');
    await expect(deleteAccount(userId, await idOf('Investiții'))).rejects.toThrow(ACCOUNT_MESSAGES.needsServer);
    await expect(reorderAccounts([])).rejects.toThrow(ACCOUNT_MESSAGES.needsServer);
    if (created?.kind === 'create') await deleteAccount(userId, created.account.accountId);
    expect(localAccountsOf(userId).pending.map((c) => c.kind)).toEqual(['update']);
    expect(await names()).toEqual(['Bancă', 'Cash', 'Investiții']);
  });

  it('a server that does not answer is tried twice more, then the account waits here', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    expect(await createAccount(userId, { ...revolut, name: 'Fără răspuns' })).toBe('local-server-failed');
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    fetchSpy.mockRestore();
    expect(await createAccount(userId, { ...revolut, name: 'După ea' })).toBe('local-queued');
    expect((await reconcileAccounts(userId)).synced).toBe(2);
    expect(await names()).toEqual(['Bancă', 'Cash', 'Investiții', 'Fără răspuns', 'După ea']);
  });
});
