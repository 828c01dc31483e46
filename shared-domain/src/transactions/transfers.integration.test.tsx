// @vitest-environment jsdom
/**
 * Issue 22 against the real local Supabase server (testing/local-supabase.global.ts): a transfer
 * is one row through list_transactions and its account filter, the running balance is the one
 * available balance (a transfer between counted accounts moves nothing, one to a not-counted
 * account lowers it), and the server's refusals reach the form's texts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureUserAccounts, type UserAccountRow } from '@buget/shared-domain/accounts';
import { configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { toLocalIsoDate, addDays } from '@buget/shared-domain/rules';
import { useToastStore } from '@buget/shared-domain/stores';
import { INTEGRATION_EMAILS } from '../testing/local-supabase.global';
import { createTransaction, useCreateTransaction } from './create-transaction';
import { exportTransactionsPage } from './export-transactions';
import { listTransactions, transactionListFiltersSchema } from './list-transactions';
import { rowAccountText, toTransactionAccounts, useTransactionAccounts } from './transaction-accounts';
import { createTransactionFormSchema } from './transaction-form';
import { toTransactionWrite } from './transaction-input';
import { TRANSACTION_RULE_MESSAGES as R } from './transaction-messages';
import { transactionRefusalOf } from './transaction-refusals';

const PASSWORD = 'Integrare#2026';
const query = (overrides: Record<string, unknown> = {}) => transactionListFiltersSchema.parse({ sortBy: 'date', sortDirection: 'asc', limit: 100, ...overrides });
const today = toLocalIsoDate(new Date());
const day = (offset: number) => addDays(today, offset);

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

let bank: UserAccountRow;
let cash: UserAccountRow;
let investments: UserAccountRow;

beforeAll(async () => {
  const { url, anonKey } = inject('supabase');
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  const email = INTEGRATION_EMAILS[16] as string;
  const auth = getSupabase().auth;
  const signedUp = await auth.signUp({ email, password: PASSWORD });
  if (signedUp.error) throw signedUp.error;
  if (!signedUp.data.session) await auth.signInWithPassword({ email, password: PASSWORD });
  // The accounts of first use, as the app creates them after sign-in.
  const { accounts } = await ensureUserAccounts();
  const named = (name: string) => accounts.find((a) => a.name === name) as UserAccountRow;
  [bank, cash, investments] = [named('Bancă'), named('Cash'), named('Investiții')];
});

/** A form's values as the form would send them (the schema is the form's). */
const write = (fields: Record<string, unknown>) =>
  toTransactionWrite(createTransactionFormSchema(today).parse({ amount: 10, category: 'NUTRITIE', date: day(-3), ...fields }));

describe('transfers and accounts through list_transactions (issue 22 points 1, 2, 4)', () => {
  it('a transfer is one row from one account to the other; the account filter finds it from both ends', async () => {
    await createTransaction(write({ type: 'INCOME', category: 'VENITURI', amount: 3000, date: day(-5), accountId: bank.id, description: 'salariu' }));
    await createTransaction(write({ type: 'EXPENSE', amount: 89.99, date: day(-4), description: 'piață în București' }));
    await createTransaction(write({ type: 'TRANSFER', amount: 500, date: day(-3), accountId: bank.id, toAccountId: cash.id, description: 'retragere' }));
    await createTransaction(write({ type: 'TRANSFER', amount: 1000, date: day(-2), accountId: bank.id, toAccountId: investments.id, description: 'la investiții' }));
    await createTransaction(write({ type: 'EXPENSE', amount: 40, date: day(-1), accountId: cash.id, description: 'taxi' }));

    const all = await listTransactions(query());
    expect(all.rows.map((r) => [r.description, r.type, r.account_id, r.to_account_id])).toEqual([
      ['salariu', 'INCOME', bank.id, null],
      // No account chosen: the server filled in the default one.
      ['piață în București', 'EXPENSE', bank.id, null],
      ['retragere', 'TRANSFER', bank.id, cash.id],
      ['la investiții', 'TRANSFER', bank.id, investments.id],
      ['taxi', 'EXPENSE', cash.id, null],
    ]);
    const { names } = toTransactionAccounts([bank, cash, investments]);
    expect(rowAccountText(all.rows[2]!, names)).toBe('Bancă → Cash');
    expect(all.rows[2]?.category).toBe('TRANSFER');

    // The running balance is the available balance: between two counted accounts a transfer moves
    // nothing, to a not-counted one (Investiții) it lowers the money available.
    const balances = all.rows.map((r) => r.running_balance);
    expect(balances[1]! - balances[0]!).toBeCloseTo(-89.99, 2);
    expect(balances[2]).toBeCloseTo(balances[1]!, 2);
    expect(balances[3]! - balances[2]!).toBeCloseTo(-1000, 2);
    expect(balances[4]! - balances[3]!).toBeCloseTo(-40, 2);

    const ofCash = await listTransactions(query({ account: cash.id }));
    expect(ofCash.rows.map((r) => r.description)).toEqual(['retragere', 'taxi']);
    expect(ofCash.total).toBe(2);
    const transfers = await listTransactions(query({ type: 'TRANSFER', account: investments.id }));
    expect(transfers.rows.map((r) => r.description)).toEqual(['la investiții']);
    // The running balance stays the ledger's whatever the filter.
    expect(ofCash.rows.map((r) => r.running_balance)).toEqual([balances[2], balances[4]]);

    const exported = await exportTransactionsPage(query({ account: cash.id }), null, 10);
    expect(exported.rows.map((r) => [r.description, r.to_account_id])).toEqual([['retragere', cash.id], ['taxi', null]]);

    // The search ignores case and diacritics (issue 22 point 10).
    expect((await listTransactions(query({ search: 'BUCURESTI' }))).rows.map((r) => r.description)).toEqual(['piață în București']);
  });

  it('lists the accounts for the form through the one accounts query', async () => {
    const { result } = renderHook(() => useTransactionAccounts(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.all).toHaveLength(3));
    expect(result.current.defaultId).toBe(bank.id);
    expect(result.current.active.map((a) => a.name)).toEqual(['Bancă', 'Cash', 'Investiții']);
  });

  it('a done transaction in the future and a planned one a year ahead are stored as planned and done', async () => {
    await createTransaction(write({ type: 'EXPENSE', amount: 120, date: day(30), status: 'planned', description: 'vacanță planificată' }));
    await createTransaction(write({ type: 'EXPENSE', amount: 12, date: day(-1), description: 'cafea' }));
    const rows = (await listTransactions(query({ search: 'vacanță planificată' }))).rows;
    expect(rows.map((r) => r.execution_status)).toEqual([null]);
    const done = (await listTransactions(query({ search: 'cafea', status: 'COMPLETED' }))).rows;
    expect(done.map((r) => [r.execution_status, r.actual_amount])).toEqual([['COMPLETED', 12]]);
  });

  it("the server's refusals come back with the form's texts, nothing saved", async () => {
    const refusal = (row: Parameters<typeof createTransaction>[0]) => createTransaction(row).then(() => null, transactionRefusalOf);
    expect(await refusal({ type: 'TRANSFER', amount: 5, category: 'TRANSFER', date: day(-1), account_id: cash.id, to_account_id: cash.id, description: 'refuzat' })).toEqual({ field: 'toAccountId', message: R.sameAccount });
    expect(await refusal({ type: 'EXPENSE', amount: 5, category: 'NUTRITIE', date: day(2), execution_status: 'COMPLETED', description: 'refuzat' })).toEqual({ field: 'date', message: R.doneInFuture });
    expect(await refusal({ type: 'EXPENSE', amount: 5, category: 'NUTRITIE', date: day(400), description: 'refuzat' })).toEqual({ field: 'date', message: R.plannedTooFar });
    expect(await refusal({ type: 'SAVING', amount: 5, category: 'ECONOMII', date: day(-1), to_account_id: cash.id, description: 'refuzat' })).toEqual({ field: 'toAccountId', message: R.savingAccountInvalid });
    expect(await refusal({ type: 'EXPENSE', amount: 5, category: 'NUTRITIE', date: day(-1), account_id: '00000000-0000-4000-8000-000000000000', description: 'refuzat' })).toEqual({ field: 'accountId', message: R.accountNotFound });
    expect((await listTransactions(query({ search: 'refuzat' }))).rows).toEqual([]);

    // Through the hook, the toast says the same.
    const { result } = renderHook(() => useCreateTransaction(), { wrapper: wrapper() });
    await act(async () => {
      await expect(result.current.mutateAsync({ type: 'TRANSFER', amount: 5, category: 'TRANSFER', date: day(-1), account_id: bank.id, to_account_id: bank.id })).rejects.toMatchObject({ hint: 'TRANSFER_SAME_ACCOUNT' });
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: 'error', message: expect.stringContaining(R.sameAccount) });
  });
});
