// @vitest-environment jsdom
/**
 * Recurring series go on by themselves (issue 26 point 5) against the real local server: a
 * series whose rows stop before today + its look-ahead gets the missing occurrences from
 * useSeriesExtension, once per page load, and the transactions' views are refreshed.
 */
import { createClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DEV_SERVICE_ROLE_KEY } from '@buget/supabase-local/config';
import { useAuthStore } from '@buget/shared-domain/auth';
import { configureSupabase, getSupabase, queryKeys } from '@buget/shared-domain/data';
import { toLocalIsoDate } from '@buget/shared-domain/rules';
import { extendSeries, useSeriesExtension } from './extend-series';

const PASSWORD = 'Integrare#2026';

function Extender() {
  useSeriesExtension();
  return null;
}

beforeAll(async () => {
  const { url, anonKey } = inject('supabase');
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  const email = `serii-${Date.now().toString(36)}@buget.ro`;
  const admin = createClient(url, DEV_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
  await admin.from('beta_allowlist').insert({ email, source: 'admin' }).throwOnError();
  const { error } = await getSupabase().auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  await getSupabase().auth.signInWithPassword({ email, password: PASSWORD });
});

describe('recurring series extension', () => {
  it('adds the occurrences a moved window reaches, once per load, and refreshes the transactions', async () => {
    const today = toLocalIsoDate(new Date());
    const { data: series } = await getSupabase()
      .rpc('create_recurring_series', { type: 'EXPENSE', amount: 12, category: 'NUTRITIE', date: today, frequency: 'WEEKLY', lookahead_days: 0, today })
      .single()
      .throwOnError();
    // Time passing moves today + look-ahead past the last row; here the look-ahead grows instead.
    await getSupabase().from('recurring_rules').update({ lookahead_days: 20 }).eq('id', series.rule_id).throwOnError();
    const rows = async () => (await getSupabase().from('transactions').select('date').eq('recurring_rule_id', series.rule_id).throwOnError()).data.length;
    expect(await rows()).toBe(1);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const user = (await getSupabase().auth.getUser()).data.user;
    useAuthStore.setState({ user: { id: user?.id ?? '', email: user?.email ?? '' } } as never);
    const { unmount } = render(
      <QueryClientProvider client={queryClient}>
        <Extender />
      </QueryClientProvider>,
    );
    await vi.advanceTimersByTimeAsync(2000);
    vi.useRealTimers();
    // today, +7, +14: the weekly rows within 20 days.
    await waitFor(async () => expect(await rows()).toBe(3));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.transactions.all }));
    unmount();
    // The same load does not ask again; a direct call finds nothing left.
    expect(await extendSeries(today)).toBe(0);
  });
});
