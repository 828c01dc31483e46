// @vitest-environment jsdom
/**
 * Balance initialisation against the real local Supabase server (testing/local-supabase.global.ts):
 * the default accounts on first use, then the available balance, the cache filled.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { BALANCE_INIT_DELAY_MS } from '@buget/shared-domain/constants';
import { fetchAvailableBalance } from '@buget/shared-domain/balance';
import { initialiseBalances } from './balance-init';
import { queryKeys, configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { INTEGRATION_EMAILS } from '../testing/local-supabase.global';
import { ensureUserAccounts } from './reconcile';
import { fetchUserAccounts } from './user-accounts';

const PASSWORD = 'Integrare#2026';

beforeAll(async () => {
  const { url, anonKey } = inject('supabase');
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  const email = INTEGRATION_EMAILS[2] as string;
  const auth = getSupabase().auth;
  const signedUp = await auth.signUp({ email, password: PASSWORD });
  if (signedUp.error) throw signedUp.error;
  if (!signedUp.data.session) await auth.signInWithPassword({ email, password: PASSWORD });
});

describe('accounts on first use', () => {
  it('creates Bancă, Cash and Investiții (not counted) at 0 with no balance start date, once; Bancă is the default', async () => {
    expect(await fetchUserAccounts()).toEqual([]);
    const first = await ensureUserAccounts();
    expect(first.created).toBe(true);
    expect(first.accounts.map((a) => [a.name, a.account_type, a.initial_balance, a.display_order, a.included_in_total, a.is_default, a.balance_start_date])).toEqual([
      ['Bancă', 'CHECKING', 0, 1, true, true, null],
      ['Cash', 'CASH', 0, 2, true, false, null],
      ['Investiții', 'INVESTMENT', 0, 3, false, false, null],
    ]);
    const again = await ensureUserAccounts();
    expect(again.created).toBe(false);
    expect(again.accounts.map((a) => a.id)).toEqual(first.accounts.map((a) => a.id));
  });
});

describe('balance initialisation', () => {
  it('waits 100 ms after the accounts, then loads the available balance; both land in the cache', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const accounts = await initialiseBalances(client);
    expect(setTimeoutSpy.mock.calls.some(([, ms]) => ms === BALANCE_INIT_DELAY_MS)).toBe(true);
    setTimeoutSpy.mockRestore();
    expect(accounts.map((a) => a.name)).toEqual(['Bancă', 'Cash', 'Investiții']);
    expect(client.getQueryData(queryKeys.accounts.all)).toEqual(accounts);
    // Until the first-run card is answered, the server says the balances are not set.
    expect(client.getQueryData(queryKeys.availableBalance)).toEqual({ totalIncome: 0, totalExpenses: 0, totalSavings: 0, available: 0, balancesSet: false, currency: 'RON', missingRates: [] });
  });

  it('a cancelled run (another user signed in meanwhile) puts nothing in the cache', async () => {
    const client = new QueryClient();
    const controller = new AbortController();
    const run = initialiseBalances(client, { signal: controller.signal });
    controller.abort();
    await expect(run).rejects.toThrow();
    expect(client.getQueryData(queryKeys.accounts.all)).toBeUndefined();
    expect(client.getQueryData(queryKeys.availableBalance)).toBeUndefined();
  });
});

describe('the available balance', () => {
  afterEach(() => vi.useRealTimers());

  it('is asked as of the browser’s calendar day: a pending row dated tomorrow is not in it, one dated today is', async () => {
    // The browser's today, far from the server's: without as_of the server would count both.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 4, 23, 30));
    await getSupabase()
      .from('transactions')
      .insert([
        { type: 'INCOME', amount: 500, category: 'VENITURI', date: '2026-01-03', execution_status: 'COMPLETED' },
        { type: 'EXPENSE', amount: 40, category: 'NUTRITIE', date: '2026-01-04', execution_status: null },
        { type: 'EXPENSE', amount: 999, category: 'LOCUINTA', date: '2026-01-05', execution_status: null },
      ])
      .throwOnError();
    expect(await fetchAvailableBalance()).toEqual({ totalIncome: 500, totalExpenses: 40, totalSavings: 0, available: 460, balancesSet: false, currency: 'RON', missingRates: [] });
    vi.setSystemTime(new Date(2026, 0, 5, 0, 30));
    expect((await fetchAvailableBalance()).available).toBe(460 - 999);
  });
});
