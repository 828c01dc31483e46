// @vitest-environment jsdom
/**
 * Spec point 4, against the real local Supabase server (testing/local-supabase.global.ts): when
 * another user signs in on the same browser (no sign-out between, as when a second tab signs in),
 * nothing the first user's queries cached is ever shown to the second, through the real hooks:
 * the header's balance, the initialisation's accounts, the transaction list and the categories
 * (none of them named anywhere in the reset: auth-store.test.ts shows any key is reached).
 */
import { createClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBalanceInit } from '@buget/shared-domain/accounts';
import { useAvailableBalance } from '@buget/shared-domain/balance';
import { useCategories } from '@buget/shared-domain/categories';
import { configureSupabase, getSupabase, type Database } from '@buget/shared-domain/data';
import { INTEGRATION_EMAILS } from '../testing/local-supabase.global';
import { transactionListFiltersSchema, useTransactionList } from '@buget/shared-domain/transactions';
import { startAuth, useAuthStore } from './auth-store';

const PASSWORD = 'Integrare#2026';
const ANA = INTEGRATION_EMAILS[3] as string;
const ION = INTEGRATION_EMAILS[4] as string;

type Seen = { user: string | null; balance?: number; accounts?: string[]; rows?: string[]; categories?: string };

/** Signs the address up on a client of its own and gives it a completed income and its categories. */
async function seed(email: string, income: number, subcategory: string) {
  const { url, anonKey } = inject('supabase');
  const own = createClient<Database>(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false, storageKey: `seed-${email}` } });
  const signedUp = await own.auth.signUp({ email, password: PASSWORD });
  if (signedUp.error) throw signedUp.error;
  const { data } = await own
    .from('transactions')
    .insert({ type: 'INCOME', amount: income, category: 'VENITURI', date: '2026-01-05', execution_status: 'COMPLETED' })
    .select('id')
    .single()
    .throwOnError();
  const categoryData = { version: 1, categories: [{ name: 'VENITURI', isCustom: false, subcategories: [{ name: subcategory, isCustom: true }] }] };
  await own.from('custom_categories').upsert({ category_data: categoryData, version: 1 }, { onConflict: 'user_id' }).throwOnError();
  return { id: data.id, userId: signedUp.data.user?.id ?? '' };
}

/** What the screen would show, one entry per render. */
function Screen({ seen }: { seen: Seen[] }) {
  const user = useAuthStore((state) => state.user?.id ?? null);
  const init = useBalanceInit();
  const balance = useAvailableBalance(init.isSuccess);
  const list = useTransactionList(transactionListFiltersSchema.parse({}));
  const categories = useCategories();
  seen.push({
    user,
    balance: balance.data?.available,
    accounts: init.data?.map((account) => account.user_id),
    rows: list.data?.rows.map((row) => row.id),
    categories: categories.data && JSON.stringify(categories.data),
  });
  return null;
}

describe('a second user on the same browser', () => {
  let stop: () => void = () => undefined;
  afterAll(() => stop());
  beforeAll(() => {
    const { url, anonKey } = inject('supabase');
    configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  });

  it('never sees the balance, accounts, transactions or categories of the first', async () => {
    const ana = await seed(ANA, 777, 'Bursa Anei');
    const ion = await seed(ION, 55, 'Bursa lui Ion');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    stop = startAuth(client);
    const auth = getSupabase().auth;
    expect((await auth.signInWithPassword({ email: ANA, password: PASSWORD })).error).toBeNull();

    const seen: Seen[] = [];
    render(
      <QueryClientProvider client={client}>
        <Screen seen={seen} />
      </QueryClientProvider>,
    );
    const shown = () => seen.at(-1);
    await waitFor(() => {
      expect(shown()).toMatchObject({ user: ana.userId, balance: 777, rows: [ana.id] });
      expect(shown()?.accounts?.every((owner) => owner === ana.userId)).toBe(true);
      expect(shown()?.categories).toContain('Bursa Anei');
    });

    expect((await auth.signInWithPassword({ email: ION, password: PASSWORD })).error).toBeNull();
    await waitFor(() => {
      expect(shown()).toMatchObject({ user: ion.userId, balance: 55, rows: [ion.id] });
      expect(shown()?.accounts?.every((owner) => owner === ion.userId)).toBe(true);
      expect(shown()?.categories).toContain('Bursa lui Ion');
    });

    const asIon = seen.filter((entry) => entry.user === ion.userId);
    expect(asIon.length).toBeGreaterThan(0);
    for (const entry of asIon) {
      expect(entry.balance).not.toBe(777);
      expect(entry.rows ?? []).not.toContain(ana.id);
      expect(entry.accounts ?? []).not.toContain(ana.userId);
      expect(entry.categories ?? '').not.toContain('Bursa Anei');
    }
  });
});
