// @vitest-environment jsdom
/**
 * The daily page's repository against the real local Supabase server: the day and the month
 * over RPC, every item action through useDailyAction (the cached day changes before the server
 * answers, the server holds the result, the toast's 'Anulează' takes it back), and a failed
 * write putting the day back with a Romanian toast.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createClient } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEV_SERVICE_ROLE_KEY } from '@buget/supabase-local/config';
import { configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { useToastStore } from '@buget/shared-domain/stores';
import { DAILY_ACTION_MESSAGES, DAILY_REFUSALS, dailyMonthQueryOptions, dailySituationQueryOptions, fetchDailyMonth, fetchDailySituation, loadDailyPage, nextTempId, useDailyAction, useDailySituation, type DailyAction } from './daily';
import type { DailyItem } from './daily-items';

const EMAIL = 'integrare-zi@buget.ro';
const PASSWORD = 'Integrare#2026';
const DAY = '2026-03-10';
const TODAY = '2026-03-12';

beforeAll(async () => {
  const { url, anonKey } = inject('supabase');
  // Approved as an administrator would, so the address list of the other suites stays theirs.
  const admin = createClient(url, DEV_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
  await admin.from('beta_allowlist').upsert({ email: EMAIL, source: 'admin' }, { onConflict: 'email' }).throwOnError();
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  const auth = getSupabase().auth;
  const signedUp = await auth.signUp({ email: EMAIL, password: PASSWORD });
  if (signedUp.error) throw signedUp.error;
  if (!signedUp.data.session) await auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
  await getSupabase()
    .from('transactions')
    .insert([
      { type: 'EXPENSE', amount: 1500, date: DAY, category: 'LOCUINTA', subcategory: 'Chirie', description: 'chirie' },
      { type: 'EXPENSE', amount: 40, date: DAY, category: 'NUTRITIE', subcategory: 'Cafenele', description: 'cafea' },
      { type: 'EXPENSE', amount: 25, date: DAY, category: 'NUTRITIE', subcategory: 'Restaurante', description: 'prânz' },
      { type: 'EXPENSE', amount: 9, date: '2026-03-02', category: 'NUTRITIE', subcategory: 'Cafenele', description: 'restanță' },
    ])
    .throwOnError();
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => ({ day: useDailySituation(DAY, TODAY), action: useDailyAction(DAY, TODAY) }), { wrapper });
}

const byDescription = (items: DailyItem[] | undefined, description: string) => items?.find((i) => i.description === description);
// The queue shows the newest toast first.
const lastToast = () => useToastStore.getState().toasts[0];

describe('the daily repository', () => {
  it("reads the day with its overdue items and balances, and the month's counts", async () => {
    const day = await fetchDailySituation(DAY, TODAY);
    expect(day.items.map((i) => i.description)).toEqual(['chirie', 'cafea', 'prânz']);
    expect(day.overdue.map((i) => i.description)).toEqual(['restanță']);
    expect([day.opening_balance, day.closing_balance]).toEqual([-9, -1574]);
    expect((await fetchDailyMonth('2026-03')).days).toEqual([[2, 1, 0, 0, 9, 0], [10, 3, 0, 0, 1565, 0]]);
  });

  it('puts the day and its month in the cache before the page renders, or gives up after its wait', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await loadDailyPage(client, DAY, TODAY, 10_000);
    expect(client.getQueryData(dailySituationQueryOptions(DAY, TODAY).queryKey)?.items.map((i) => i.description)).toEqual(['chirie', 'cafea', 'prânz']);
    expect(client.getQueryData(dailyMonthQueryOptions('2026-03').queryKey)?.month).toBe('2026-03');
    // No wait at all: it returns before the server's answer, which still lands in the cache.
    const later = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await loadDailyPage(later, DAY, TODAY, 0);
    expect(later.getQueryData(dailySituationQueryOptions(DAY, TODAY).queryKey)).toBeUndefined();
    await waitFor(() => expect(later.getQueryData(dailySituationQueryOptions(DAY, TODAY).queryKey)).toBeDefined());
  });

  it('completes and edits items at once in the cache, then on the server; undo takes each back', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.day.data?.items).toHaveLength(3));
    const coffee = byDescription(result.current.day.data?.items, 'cafea') as DailyItem;

    act(() => result.current.action.mutate({ kind: 'complete', item: coffee }));
    await waitFor(() => expect(byDescription(result.current.day.data?.items, 'cafea')?.status).toBe('COMPLETED'));
    await waitFor(() => expect(lastToast()?.message).toBe(DAILY_ACTION_MESSAGES.complete));
    expect((await fetchDailySituation(DAY, TODAY)).items.find((i) => i.id === coffee.id)).toMatchObject({ status: 'COMPLETED', actual: 40 });

    const completed = byDescription(result.current.day.data?.items, 'cafea') as DailyItem;
    act(() => result.current.action.mutate({ kind: 'edit', item: completed, actual: 52.5 }));
    await waitFor(() => expect(byDescription(result.current.day.data?.items, 'cafea')).toMatchObject({ status: 'MODIFIED', actual: 52.5, amount: 40 }));
    await waitFor(() => expect(lastToast()?.message).toBe(DAILY_ACTION_MESSAGES.edit));
    // The balance counts the actual amount.
    await waitFor(async () => expect((await fetchDailySituation(DAY, TODAY)).closing_balance).toBe(-9 - 1500 - 52.5 - 25));

    // Undo of the edit: back to completed at the plan.
    act(() => lastToast()?.action?.handler());
    await waitFor(async () => expect((await fetchDailySituation(DAY, TODAY)).items.find((i) => i.id === coffee.id)).toMatchObject({ status: 'COMPLETED', actual: 40 }));
    await waitFor(() => expect(lastToast()?.message).toBe(DAILY_ACTION_MESSAGES.undone));
  });

  it('postpones in one call (today skipped, a pending copy tomorrow) and its undo removes the copy', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.day.data?.items).toHaveLength(3));
    const lunch = byDescription(result.current.day.data?.items, 'prânz') as DailyItem;
    act(() => result.current.action.mutate({ kind: 'postpone', item: lunch }));
    await waitFor(() => expect(byDescription(result.current.day.data?.items, 'prânz')).toMatchObject({ status: 'SKIPPED', postponed_to: '2026-03-11' }));
    await waitFor(() => expect(lastToast()?.message).toBe(DAILY_ACTION_MESSAGES.postpone));
    const tomorrow = await fetchDailySituation('2026-03-11', TODAY);
    expect(tomorrow.items.map((i) => [i.description, i.status, i.postponed_from_id])).toEqual([['prânz', null, lunch.id]]);

    act(() => lastToast()?.action?.handler());
    await waitFor(async () => expect((await fetchDailySituation('2026-03-11', TODAY)).items).toEqual([]));
    expect((await fetchDailySituation(DAY, TODAY)).items.find((i) => i.id === lunch.id)?.status).toBeNull();
  });

  it('adds an unplanned item in the chosen account (shown at once, then with its id) and its undo deletes it', async () => {
    const { data: accounts } = await getSupabase().from('user_accounts').insert([{ name: 'Bancă', account_type: 'CHECKING' }, { name: 'Cash', account_type: 'CASH' }]).select('id, name').throwOnError();
    const cash = accounts.find((a) => a.name === 'Cash')!.id;
    const { result } = setup();
    await waitFor(() => expect(result.current.day.data?.items).toHaveLength(3));
    const action: DailyAction = { kind: 'add', tempId: nextTempId(), draft: { date: DAY, type: 'EXPENSE', amount: 18.5, category: 'NUTRITIE', subcategory: 'Cafenele', description: 'covrigi', accountId: cash } };
    act(() => result.current.action.mutate(action));
    await waitFor(() => expect(byDescription(result.current.day.data?.items, 'covrigi')).toMatchObject({ unplanned: true, status: 'COMPLETED' }));
    await waitFor(() => expect(lastToast()?.message).toBe(DAILY_ACTION_MESSAGES.add));
    const stored = (await fetchDailySituation(DAY, TODAY)).items.find((i) => i.description === 'covrigi');
    expect(stored).toMatchObject({ unplanned: true, actual: 18.5 });
    const { data: row } = await getSupabase().from('transactions').select('account_id').eq('id', stored!.id).single().throwOnError();
    expect(row.account_id).toBe(cash);

    act(() => lastToast()?.action?.handler());
    await waitFor(async () => expect((await fetchDailySituation(DAY, TODAY)).items.some((i) => i.description === 'covrigi')).toBe(false));
  });

  it('a refused write puts the day back and says why in Romanian', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.day.data?.items).toHaveLength(3));
    const add: DailyAction = { kind: 'add', tempId: nextTempId(), draft: { date: DAY, type: 'EXPENSE', amount: 3, category: 'INEXISTENT', subcategory: null, description: 'nu', accountId: null } };
    act(() => result.current.action.mutate(add));
    await waitFor(() => expect(result.current.action.isError).toBe(true));
    expect(result.current.day.data?.items.some((i) => i.description === 'nu')).toBe(false);
    expect(lastToast()).toMatchObject({ variant: 'error', message: DAILY_REFUSALS.UNKNOWN_CATEGORY });

    // An item deleted meanwhile (another tab): the completion is rolled back.
    const rent = byDescription(result.current.day.data?.items, 'chirie') as DailyItem;
    await getSupabase().rpc('delete_transaction', { transaction_id: rent.id }).throwOnError();
    act(() => result.current.action.mutate({ kind: 'complete', item: rent }));
    await waitFor(() => expect(lastToast()?.message).toBe(DAILY_ACTION_MESSAGES.failed));
    await waitFor(() => expect(byDescription(result.current.day.data?.items, 'chirie')).toBeUndefined());
  });
});
