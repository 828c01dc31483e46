// @vitest-environment jsdom
/**
 * Accounts kept in the browser meet the real local Supabase server (issue 13 point 3): the
 * one-time migration, pending changes sent once and in order with their 'local-' ids replaced,
 * a refusal kept for the user, and one user's queue never sent as another's.
 */
import { createClient } from '@supabase/supabase-js';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { DEV_SERVICE_ROLE_KEY } from '@buget/supabase-local/config';
import { configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { ACCOUNT_VALIDATION_MESSAGES } from '@buget/shared-domain/rules';
import type { LocalAccount } from '@buget/shared-domain/schemas';
import { isAccountsMigrated, localAccountsOf, useLocalAccountsStore } from './local-store';
import { AccountsQueueUserError, reconcileAccounts } from './reconcile';
import { fetchUserAccounts } from './user-accounts';
import { insertIdOf } from './sync';

const PASSWORD = 'Integrare#2026';
let url = '';

/** A new user, signed in on the app's client; `signIn` signs them in again later. */
async function freshUser(label: string): Promise<{ id: string; signIn: () => Promise<void> }> {
  const email = `conturi-${label}-${Date.now().toString(36)}@buget.ro`;
  const admin = createClient(url, DEV_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
  await admin.from('beta_allowlist').insert({ email, source: 'admin' }).throwOnError();
  await getSupabase().auth.signOut({ scope: 'local' });
  const signedUp = await getSupabase().auth.signUp({ email, password: PASSWORD });
  if (signedUp.error) throw signedUp.error;
  const signIn = async () => {
    const { error } = await getSupabase().auth.signInWithPassword({ email, password: PASSWORD });
    if (error) throw error;
  };
  await signIn();
  const id = (await getSupabase().auth.getSession()).data.session?.user.id;
  if (!id) throw new Error('no user');
  return { id, signIn };
}

const signInFresh = async (label: string): Promise<string> => (await freshUser(label)).id;

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

describe("a queue bound to its user (issue 24 point 6)", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Each request to user_accounts, as sent: its method and the user its token belongs to. */
  const sentAs = (init: RequestInit | undefined): string => {
    const token = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '') ?? '';
    const payload = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { sub: string }).sub;
  };

  it("is never synced under another user's session: nothing of it reaches that user", async () => {
    const first = await signInFresh('stapan');
    useLocalAccountsStore.getState().setSnapshot(first, [localAccount('Banca primului', 1)]);
    useLocalAccountsStore.getState().queueCreate(first, localAccount('Al primului', 2));
    const second = await signInFresh('strain');

    await expect(reconcileAccounts(first)).rejects.toBeInstanceOf(AccountsQueueUserError);
    expect(await names()).toEqual([]);
    expect(localAccountsOf(first).pending).toHaveLength(1);
    expect(localAccountsOf(second)).toEqual({ snapshot: null, pending: [], replacedIds: {} });
  });

  it('a user signing in while it syncs does not get its accounts, and it waits for its own user', async () => {
    const intruder = await freshUser('intrus');
    const owner = await freshUser('proprietar');
    await reconcileAccounts(owner.id);
    const card = localAccount('Card al proprietarului', 4);
    useLocalAccountsStore.getState().queueCreate(owner.id, card);

    // The insert's first answer is lost (503) and, meanwhile, the other user signs in on this
    // browser: the retry must still be the owner's.
    const network = globalThis.fetch;
    const inserts: string[] = [];
    let switched = false;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/rest/v1/user_accounts') && init?.method === 'POST') {
        inserts.push(sentAs(init));
        if (!switched) {
          switched = true;
          await intruder.signIn();
          return new Response('{"message":"busy"}', { status: 503, headers: { 'content-type': 'application/json' } });
        }
      }
      return network(input, init);
    });

    await expect(reconcileAccounts(owner.id)).rejects.toBeInstanceOf(AccountsQueueUserError);
    expect(inserts).toEqual([owner.id, owner.id]);
    vi.unstubAllGlobals();
    // Signed in now: the intruder, who has no account at all.
    expect(await names()).toEqual([]);
    // Not marked as done while its user was away: the next run of its user finds it on the server.
    expect(localAccountsOf(owner.id).pending).toEqual([{ kind: 'create', account: card }]);
    await owner.signIn();
    expect((await reconcileAccounts(owner.id)).synced).toBe(1);
    expect(await names()).toEqual(['Bancă', 'Cash', 'Investiții', 'Card al proprietarului']);
    expect(localAccountsOf(owner.id).pending).toEqual([]);
  });
});
