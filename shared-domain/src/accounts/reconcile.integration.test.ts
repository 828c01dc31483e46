// @vitest-environment jsdom
/**
 * Accounts kept in the browser meet the real local Supabase server (issue 13 point 3): the
 * one-time migration, pending changes sent once and in order with their 'local-' ids replaced,
 * a refusal kept for the user, and one user's queue never sent as another's.
 */
import { createClient } from '@supabase/supabase-js';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DEV_SERVICE_ROLE_KEY } from '@buget/supabase-local/config';
import { configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { ACCOUNT_VALIDATION_MESSAGES } from '@buget/shared-domain/rules';
import type { LocalAccount } from '@buget/shared-domain/schemas';
import { isAccountsMigrated, localAccountsOf, useLocalAccountsStore } from './local-store';
import { reconcileAccounts } from './reconcile';
import { fetchUserAccounts } from './user-accounts';
import { insertIdOf } from './sync';

const PASSWORD = 'Integrare#2026';
let url = '';

async function signInFresh(label: string): Promise<string> {
  const email = `conturi-${label}-${Date.now().toString(36)}@buget.ro`;
  const admin = createClient(url, DEV_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
  await admin.from('beta_allowlist').insert({ email, source: 'admin' }).throwOnError();
  await getSupabase().auth.signOut({ scope: 'local' });
  const signedUp = await getSupabase().auth.signUp({ email, password: PASSWORD });
  if (signedUp.error) throw signedUp.error;
  const { data } = await getSupabase().auth.signInWithPassword({ email, password: PASSWORD });
  if (!data.user) throw new Error('no user');
  return data.user.id;
}

const localAccount = (name: string, order: number): LocalAccount => ({
  accountId: `local-${crypto.randomUUID()}`,
  accountName: name,
  initialBalance: 50,
  currency: 'RON',
  accountType: 'savings',
  isActive: true,
  displayOrder: order,
  includedInTotal: true,
  iconName: 'piggy-bank',
  isDefault: false,
});

const names = async () => (await fetchUserAccounts()).map((a) => a.name);

beforeAll(() => {
  ({ url } = inject('supabase'));
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: inject('supabase').anonKey });
});

beforeEach(() => {
  localStorage.clear();
  useLocalAccountsStore.setState({ users: {} });
});

describe('the one-time migration (accountsMigrated)', () => {
  it('uploads the defaults of first use and the accounts created here to a server that has none, once', async () => {
    const userId = await signInFresh('migrare');
    const revolut = localAccount('Revolut', 4);
    useLocalAccountsStore.getState().queueCreate(userId, revolut);
    expect(isAccountsMigrated(userId)).toBe(false);

    const first = await reconcileAccounts(userId);
    expect(first.migrated).toBe(1);
    expect(await names()).toEqual(['Bancă', 'Cash', 'Investiții', 'Revolut']);
    const serverId = first.accounts.find((a) => a.name === 'Revolut')?.id;
    expect(serverId).toBe(insertIdOf(revolut.accountId));
    expect(localAccountsOf(userId).pending).toEqual([]);
    expect(localAccountsOf(userId).replacedIds).toEqual({ [revolut.accountId]: serverId });
    expect(localAccountsOf(userId).snapshot?.map((a) => a.accountId)).toEqual(first.accounts.map((a) => a.id));
    expect(isAccountsMigrated(userId)).toBe(true);

    const again = await reconcileAccounts(userId);
    expect([again.migrated, again.synced, again.created]).toEqual([0, 0, false]);
    expect(await names()).toEqual(['Bancă', 'Cash', 'Investiții', 'Revolut']);
  });

  it('after the migration an empty server (data deleted) gets the defaults, not the old local list', async () => {
    const userId = await signInFresh('golit');
    useLocalAccountsStore.getState().setSnapshot(userId, [localAccount('Vechi', 1)]);
    await reconcileAccounts(userId);
    expect(await names()).toEqual(['Vechi']);
    await getSupabase().rpc('delete_user_data').throwOnError();
    const result = await reconcileAccounts(userId);
    expect(result.migrated).toBe(0);
    expect(await names()).toEqual(['Bancă', 'Cash', 'Investiții']);
  });
});

describe('pending changes', () => {
  it('reach the server in order, each once (an insert whose answer was lost is not repeated)', async () => {
    const userId = await signInFresh('coada');
    const { accounts } = await reconcileAccounts(userId);
    const cash = accounts.find((a) => a.name === 'Cash')!;
    const card = localAccount('Card', 4);
    const extra = localAccount('Economii 2', 5);
    const store = useLocalAccountsStore.getState();
    store.queueCreate(userId, card);
    store.queueUpdate(userId, cash.id, { accountName: 'Numerar', initialBalance: 250 });
    store.queueCreate(userId, extra);
    store.queueUpdate(userId, card.accountId, { accountName: 'Card salariu' });
    // The first insert reached the server before, its answer lost on the way back.
    await getSupabase().from('user_accounts').insert({ id: insertIdOf(card.accountId), name: 'Card salariu', account_type: 'SAVINGS', initial_balance: 50, display_order: 4 }).throwOnError();

    const result = await reconcileAccounts(userId);
    expect(result.synced).toBe(3);
    expect(result.refused).toEqual([]);
    expect(await names()).toEqual(['Bancă', 'Numerar', 'Investiții', 'Card salariu', 'Economii 2']);
    expect((await fetchUserAccounts()).find((a) => a.name === 'Numerar')?.initial_balance).toBe(250);
    expect(localAccountsOf(userId).pending).toEqual([]);
    expect(Object.keys(localAccountsOf(userId).replacedIds).sort()).toEqual([card.accountId, extra.accountId].sort());
  });

  it('a change the server refuses stays, marked with the reason, and the others still go', async () => {
    const userId = await signInFresh('refuz');
    await reconcileAccounts(userId);
    const twin = localAccount(' cash ', 4);
    const fine = localAccount('Bursa', 5);
    useLocalAccountsStore.getState().queueCreate(userId, twin);
    useLocalAccountsStore.getState().queueCreate(userId, fine);
    const result = await reconcileAccounts(userId);
    expect(result.refused).toEqual([{ name: ' cash ', reason: ACCOUNT_VALIDATION_MESSAGES.DUPLICATE_NAME }]);
    expect(result.synced).toBe(1);
    expect(await names()).toEqual(['Bancă', 'Cash', 'Investiții', 'Bursa']);
    expect(localAccountsOf(userId).pending).toEqual([{ kind: 'create', account: twin, error: ACCOUNT_VALIDATION_MESSAGES.DUPLICATE_NAME }]);
    // Renamed by the user: it goes on the next run.
    useLocalAccountsStore.getState().queueUpdate(userId, twin.accountId, { accountName: 'Cash 2' });
    expect((await reconcileAccounts(userId)).synced).toBe(1);
    expect(await names()).toContain('Cash 2');
  });

  it("one user's queue is never sent as another's", async () => {
    const first = await signInFresh('primul');
    useLocalAccountsStore.getState().queueCreate(first, localAccount('Al primului', 4));
    const second = await signInFresh('al-doilea');
    const result = await reconcileAccounts(second);
    expect(result.accounts.map((a) => a.name)).toEqual(['Bancă', 'Cash', 'Investiții']);
    expect(localAccountsOf(first).pending).toHaveLength(1);
  });
});
