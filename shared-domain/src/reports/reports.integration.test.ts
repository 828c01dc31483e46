// @vitest-environment jsdom
/**
 * The reports' data access against the real local server (issue 27): each fetcher calls its RPC
 * and checks the answer; a refusal reaches the page as the server's hint.
 */
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEV_SERVICE_ROLE_KEY } from '@buget/supabase-local/config';
import { configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { REPORT_MESSAGES, reportErrorMessage } from './report-errors';
import { fetchCalendar, fetchCashFlow, fetchNetWorth, fetchPlanVsActual, fetchSpending } from './report-queries';

const PASSWORD = 'Integrare#2026';

beforeAll(async () => {
  const { url, anonKey } = inject('supabase');
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  const email = `rapoarte-${Date.now().toString(36)}@buget.ro`;
  await createClient(url, DEV_SERVICE_ROLE_KEY, { auth: { persistSession: false } }).from('beta_allowlist').insert({ email, source: 'admin' }).throwOnError();
  const signedUp = await getSupabase().auth.signUp({ email, password: PASSWORD });
  if (signedUp.error) throw signedUp.error;
  const { error } = await getSupabase().auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  await getSupabase().from('user_accounts').insert({ name: 'Bancă', account_type: 'CHECKING', initial_balance: 100, display_order: 1 }).throwOnError();
  await getSupabase()
    .from('transactions')
    .insert([
      { type: 'INCOME', amount: 1000, date: '2026-01-05', category: 'VENITURI', execution_status: 'COMPLETED' },
      { type: 'EXPENSE', amount: 200, date: '2026-01-06', category: 'NUTRITIE', subcategory: 'Cafenele', execution_status: 'COMPLETED' },
      { type: 'EXPENSE', amount: 50, date: '2026-02-10', category: 'NUTRITIE', execution_status: null },
    ])
    .throwOnError();
});

describe('report fetchers', () => {
  const scope = { range: { from: '2026-01', to: '2026-02' }, accounts: [] };

  it('read each report from its RPC', async () => {
    const signal = new AbortController().signal;
    expect(await fetchCashFlow(scope, signal)).toEqual([
      { month: '2026-01', income: 1000, expenses: 200, savings: 0, net: 800, savings_rate: 0 },
      { month: '2026-02', income: 0, expenses: 50, savings: 0, net: -50, savings_rate: null },
    ]);
    expect(await fetchSpending(scope, null)).toEqual([
      { month: '2026-01', category: 'NUTRITIE', subcategory: null, amount: 200 },
      { month: '2026-02', category: 'NUTRITIE', subcategory: null, amount: 50 },
    ]);
    expect(await fetchSpending(scope, 'NUTRITIE', signal)).toEqual([
      { month: '2026-01', category: 'NUTRITIE', subcategory: 'Cafenele', amount: 200 },
      { month: '2026-02', category: 'NUTRITIE', subcategory: null, amount: 50 },
    ]);
    expect((await fetchPlanVsActual(scope, signal)).map((r) => [r.month, r.planned, r.actual])).toEqual([
      ['2026-01', 200, 200],
      ['2026-02', 50, 0],
    ]);
    expect(await fetchNetWorth(scope, signal)).toEqual([
      { month: '2026-01', net_worth: 900, change: 800 },
      { month: '2026-02', net_worth: 850, change: -50 },
    ]);
    const days = await fetchCalendar('2026-01', [], signal);
    expect(days).toHaveLength(31);
    expect(days[5]).toEqual({ day: '2026-01-06', expenses: 200 });
  });

  it("hands a refusal on with the server's hint", async () => {
    const error = await fetchCashFlow({ range: { from: '2026-03', to: '2026-01' }, accounts: [] }).catch((e: unknown) => e);
    expect(reportErrorMessage(error)).toBe(REPORT_MESSAGES.reversed);
    const other = await fetchCalendar('2026-01', ['00000000-0000-4000-8000-000000000001']).catch((e: unknown) => e);
    expect(reportErrorMessage(other)).toBe(REPORT_MESSAGES.accountNotFound);
  });
});
