// @vitest-environment jsdom
/**
 * Balance initialisation against the real local Supabase server (testing/local-supabase.global.ts):
 * the default accounts on first use, the daily balances from the accounts, the cache filled.
 */
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { BALANCE_INIT_DELAY_MS } from '../../constants';
import { balanceStartDate, initialiseBalances, localToday } from '../balance/balance-init';
import { queryKeys } from '../query-keys';
import { configureSupabase, getSupabase } from '../supabase-client';
import { INTEGRATION_EMAILS } from '../testing/local-supabase.global';
import { ensureUserAccounts, fetchUserAccounts } from './user-accounts';

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
  it('creates Bancă 1000, Cash 200 and Investiții 0 (not counted) once; Bancă is the default', async () => {
    expect(await fetchUserAccounts()).toEqual([]);
    const first = await ensureUserAccounts();
    expect(first.created).toBe(true);
    expect(first.accounts.map((a) => [a.name, a.account_type, a.initial_balance, a.display_order, a.included_in_total, a.is_default])).toEqual([
      ['Bancă', 'CHECKING', 1000, 1, true, true],
      ['Cash', 'CASH', 200, 2, true, false],
      ['Investiții', 'INVESTMENT', 0, 3, false, false],
    ]);
    const again = await ensureUserAccounts();
    expect(again.created).toBe(false);
    expect(again.accounts.map((a) => a.id)).toEqual(first.accounts.map((a) => a.id));
  });
});

describe('balance initialisation', () => {
  it('waits 100 ms after the accounts, then starts the daily balances today from the counted accounts', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const today = localToday();
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const result = await initialiseBalances(client, { today });
    expect(setTimeoutSpy.mock.calls.some(([, ms]) => ms === BALANCE_INIT_DELAY_MS)).toBe(true);
    setTimeoutSpy.mockRestore();
    expect(result.startDate).toBe(today);
    // Bancă 1000 + Cash 200; Investiții is not counted; no transactions yet.
    expect(result.daily).toEqual([{ date: today, balance: 1200, transactionIds: [] }]);
    expect(client.getQueryData(queryKeys.dailyBalances.range(today, today))).toEqual(result.daily);
    expect(client.getQueryData(queryKeys.accounts.all)).toHaveLength(3);
    expect(client.getQueryData(queryKeys.availableBalance)).toMatchObject({ available: 0 });
  });

  it('starts at the earliest balance start date of a counted account and adds completed transactions', async () => {
    const accounts = await fetchUserAccounts();
    const cash = accounts.find((a) => a.name === 'Cash')!;
    const investments = accounts.find((a) => a.name === 'Investiții')!;
    await getSupabase().from('user_accounts').update({ balance_start_date: '2026-01-02' }).eq('id', cash.id).throwOnError();
    // Not counted in the total: its earlier date does not move the start.
    await getSupabase().from('user_accounts').update({ balance_start_date: '2025-12-01' }).eq('id', investments.id).throwOnError();
    await getSupabase()
      .from('transactions')
      .insert([
        { type: 'EXPENSE', amount: 50, category: 'NUTRITIE', date: '2026-01-03', execution_status: 'COMPLETED' },
        { type: 'EXPENSE', amount: 999, category: 'NUTRITIE', date: '2026-01-03', execution_status: null },
        { type: 'EXPENSE', amount: 70, category: 'NUTRITIE', date: '2026-01-04', execution_status: 'SKIPPED' },
      ])
      .throwOnError();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const result = await initialiseBalances(client, { today: '2026-01-04', delayMs: 0 });
    expect(result.startDate).toBe('2026-01-02');
    expect(result.daily.map((d) => [d.date, d.balance, d.transactionIds.length])).toEqual([
      ['2026-01-02', 1200, 0],
      ['2026-01-03', 151, 2],
      ['2026-01-04', 151, 0],
    ]);
  });
});

describe('balance start date', () => {
  const account = (balance_start_date: string | null, is_active = true, included_in_total = true) => ({ balance_start_date, is_active, included_in_total });

  it('is the earliest counted one, not a future one, else today', () => {
    expect(balanceStartDate([], '2026-03-01')).toBe('2026-03-01');
    expect(balanceStartDate([account('2026-02-10'), account('2026-01-15'), account(null)], '2026-03-01')).toBe('2026-01-15');
    expect(balanceStartDate([account('2026-01-15', false), account('2026-01-10', true, false)], '2026-03-01')).toBe('2026-03-01');
    expect(balanceStartDate([account('2026-04-01')], '2026-03-01')).toBe('2026-03-01');
  });

  it('today is the local calendar day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
