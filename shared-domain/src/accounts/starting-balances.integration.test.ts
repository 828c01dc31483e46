// @vitest-environment jsdom
/**
 * The first-run card's answer against the real local Supabase server (issue 22 point 5): the
 * defaults of first use hold 0 and no balance start, so the balance is not set; answering sets it
 * and moves the available balance by exactly the answered amounts; 'Nu am' deletes an account,
 * or deactivates one that has transactions.
 */
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEV_SERVICE_ROLE_KEY } from '@buget/supabase-local/config';
import { fetchAvailableBalance } from '@buget/shared-domain/balance';
import { fetchAccountBalances } from './account-balances';
import { reconcileAccounts } from './reconcile';
import { fetchUserAccounts } from './user-accounts';
import { configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { toLocalIsoDate } from '@buget/shared-domain/rules';
import { answerStartingBalances } from './starting-balances';

const PASSWORD = 'Integrare#2026';
const TODAY = toLocalIsoDate(new Date());

async function signUpFresh(prefix: string): Promise<string> {
  const { url, anonKey } = inject('supabase');
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  const email = `${prefix}-${Date.now().toString(36)}@buget.ro`;
  const admin = createClient(url, DEV_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
  await admin.from('beta_allowlist').insert({ email, source: 'admin' }).throwOnError();
  await getSupabase().auth.signUp({ email, password: PASSWORD });
  const { data } = await getSupabase().auth.signInWithPassword({ email, password: PASSWORD });
  return data.user!.id;
}

const idOf = async (name: string) => (await fetchUserAccounts()).find((a) => a.name === name)!.id;

beforeAll(async () => {
  const userId = await signUpFresh('solduri-initiale');
  await reconcileAccounts(userId);
});

describe('starting balances', () => {
  it('are not set on first use; the answer sets them and moves the balance by exactly the amounts answered', async () => {
    const accounts = await fetchUserAccounts();
    expect(accounts.map((a) => [a.name, a.initial_balance, a.balance_start_date])).toEqual([
      ['Bancă', 0, null],
      ['Cash', 0, null],
      ['Investiții', 0, null],
    ]);
    const [bank, cash, invest] = [await idOf('Bancă'), await idOf('Cash'), await idOf('Investiții')];
    await getSupabase()
      .from('transactions')
      .insert([
        { type: 'INCOME', amount: 300, category: 'VENITURI', date: TODAY, execution_status: 'COMPLETED', account_id: bank },
        { type: 'EXPENSE', amount: 45.5, category: 'NUTRITIE', date: TODAY, execution_status: 'COMPLETED', account_id: cash },
      ])
      .throwOnError();
    const before = await fetchAvailableBalance();
    expect(before).toMatchObject({ balancesSet: false, available: 254.5 });

    const outcome = await answerStartingBalances({
      startDate: TODAY,
      balances: [{ accountId: bank, amount: 1234.56 }, { accountId: cash, amount: 200.1 }],
      dropped: [invest],
    });
    expect(outcome).toEqual({ deleted: [invest], deactivated: [] });

    const after = await fetchAvailableBalance();
    expect(after.balancesSet).toBe(true);
    expect(after.available).toBeCloseTo(before.available + 1234.56 + 200.1, 9);
    expect(after.available).toBe(1689.16);
    // The month's lines are the rows', not the starting balances.
    expect([after.totalIncome, after.totalExpenses]).toEqual([before.totalIncome, before.totalExpenses]);
    const balances = await fetchAccountBalances();
    expect(balances.map((b) => [b.accountId, b.balance, b.balanceStart, b.counted])).toEqual(
      expect.arrayContaining([
        [bank, 1534.56, TODAY, true],
        [cash, 154.6, TODAY, true],
      ]),
    );
    expect(balances).toHaveLength(2);
    expect((await fetchUserAccounts()).map((a) => [a.name, a.initial_balance, a.balance_start_date])).toEqual([
      ['Bancă', 1234.56, TODAY],
      ['Cash', 200.1, TODAY],
    ]);
  });

  it("'Nu am' on an account with transactions deactivates it; a credit account may owe money", async () => {
    const { data: card } = await getSupabase().from('user_accounts').insert({ name: 'Card', account_type: 'CREDIT', display_order: 4 }).select('id').single().throwOnError();
    const cash = await idOf('Cash');
    const outcome = await answerStartingBalances({ startDate: TODAY, balances: [{ accountId: card.id, amount: -700 }], dropped: [cash] });
    expect(outcome).toEqual({ deleted: [], deactivated: [cash] });
    const accounts = await fetchUserAccounts();
    expect(accounts.map((a) => [a.name, a.is_active, a.initial_balance])).toEqual([
      ['Bancă', true, 1234.56],
      ['Cash', false, 200.1],
      ['Card', true, -700],
    ]);
    const { available, balancesSet } = await fetchAvailableBalance();
    expect([available, balancesSet]).toEqual([1234.56 + 300 - 700, true]);
    expect((await fetchAccountBalances()).find((b) => b.accountId === card.id)?.balance).toBe(-700);
  });
});
