// @vitest-environment jsdom
/**
 * "Copiază planul lunii trecute" through its hook against the real local Supabase server: one call
 * copies last month's pending, non-recurring rows, a second copies nothing, and the toast's
 * "Anulează" removes exactly the rows of that copy, after which the plan can be copied again.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { useToastStore } from '@buget/shared-domain/stores';
import { createTransaction } from '@buget/shared-domain/transactions';
import { configureSupabase, getSupabase, queryKeys } from '@buget/shared-domain/data';
import { INTEGRATION_EMAILS } from '../testing/local-supabase.global';
import { PLAN_COPY_MESSAGES, useCopyPreviousMonthPlan } from './copy-plan';

const PASSWORD = 'Integrare#2026';
let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

async function march(): Promise<Array<{ date: string; amount: number; description: string | null }>> {
  const { data } = await getSupabase().from('transactions').select('date,amount,description').gte('date', '2026-03-01').lt('date', '2026-04-01').order('date').throwOnError();
  return data;
}

beforeAll(async () => {
  const { url, anonKey } = inject('supabase');
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  const email = INTEGRATION_EMAILS[7] as string;
  const signedUp = await getSupabase().auth.signUp({ email, password: PASSWORD });
  if (signedUp.error) throw signedUp.error;
  if (!signedUp.data.session) await getSupabase().auth.signInWithPassword({ email, password: PASSWORD });
  // February 2026: two rows of plan, one done (not copied).
  await createTransaction({ type: 'EXPENSE', amount: 300, category: 'LOCUINTA', subcategory: 'Întreținere', date: '2026-02-10', description: 'întreținere' });
  await createTransaction({ type: 'EXPENSE', amount: 50, category: 'NUTRITIE', date: '2026-02-28', description: 'piață' });
  await createTransaction({ type: 'EXPENSE', amount: 80, category: 'NUTRITIE', date: '2026-02-12', description: 'făcută', execution_status: 'COMPLETED' });
});

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useToastStore.getState().clear();
});

describe('useCopyPreviousMonthPlan', () => {
  it('copies once, says how many, and its "Anulează" takes back exactly that copy', async () => {
    client.setQueryData(queryKeys.transactions.month('2026-03'), { stale: false });
    const { result } = renderHook(() => useCopyPreviousMonthPlan(), { wrapper });
    await act(() => result.current.mutateAsync('2026-03'));
    expect(await march()).toEqual([
      { date: '2026-03-10', amount: 300, description: 'întreținere' },
      { date: '2026-03-28', amount: 50, description: 'piață' },
    ]);
    const copied = useToastStore.getState().toasts[0];
    expect(copied).toMatchObject({ variant: 'success', message: '2 tranzacții planificate copiate din februarie 2026.' });
    expect(copied?.action?.label).toBe('Anulează');
    // The month's grid (its key is under transactions) and the balance are refreshed.
    expect(client.getQueryState(queryKeys.transactions.month('2026-03'))?.isInvalidated).toBe(true);

    await act(() => result.current.mutateAsync('2026-03'));
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: 'info', message: PLAN_COPY_MESSAGES.nothing });
    expect(await march()).toHaveLength(2);

    await act(async () => copied?.action?.handler());
    await waitFor(async () => expect(await march()).toEqual([]));
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.message).toBe(PLAN_COPY_MESSAGES.undone));

    // Undone, the plan can be copied again.
    await act(() => result.current.mutateAsync('2026-03'));
    expect(await march()).toHaveLength(2);
  });
});
