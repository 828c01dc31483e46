// @vitest-environment jsdom
/**
 * The transaction and recurring repositories and their hooks against the real local Supabase
 * server (started by testing/local-supabase.global.ts): writes under row-level security, the
 * list RPC with its running balance, keyset export pages, delete with undo, a recurring series.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { toLocalIsoDate, ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { useToastStore } from '@buget/shared-domain/stores';
import { useAvailableBalance } from '@buget/shared-domain/balance';
import { configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { createRecurringSeries, useCreateRecurringSeries } from './create-recurring-series';
import { createTransaction, useCreateTransaction } from './create-transaction';
import { useDeleteTransaction } from './delete-transaction';
import { exportTransactionsPage, type ExportCursor } from './export-transactions';
import { listTransactions, transactionListFiltersSchema, useTransactionList, type TransactionRow } from './list-transactions';
import { useUpdateSeries } from './update-series';
import { useUpdateTransaction } from './update-transaction';
import { INTEGRATION_EMAILS } from '../testing/local-supabase.global';

const PASSWORD = 'Integrare#2026';
const query = (overrides: Record<string, unknown> = {}) => transactionListFiltersSchema.parse({ ...overrides });

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeAll(async () => {
  const { url, anonKey } = inject('supabase');
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  const email = INTEGRATION_EMAILS[0] as string;
  const auth = getSupabase().auth;
  const signedUp = await auth.signUp({ email, password: PASSWORD });
  if (signedUp.error) throw signedUp.error;
  if (!signedUp.data.session) await auth.signInWithPassword({ email, password: PASSWORD });
});

describe('transactions through the hooks', () => {
  it('creates, lists with the running balance, and updates a transaction; the balance follows', async () => {
    const income = await createTransaction({ type: 'INCOME', amount: 5000, category: 'VENITURI', subcategory: 'Salariu', date: '2026-01-05', execution_status: 'COMPLETED' });
    const { result: create } = renderHook(() => useCreateTransaction(), { wrapper: wrapper() });
    await act(async () => {
      await create.current.mutateAsync({ type: 'EXPENSE', amount: 1200.5, category: 'LOCUINTA', subcategory: 'Chirie', date: '2026-01-10', description: 'chirie ianuarie', execution_status: 'COMPLETED' });
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: 'success', message: 'Tranzacția a fost adăugată.' });

    const { result: list } = renderHook(() => useTransactionList(query({ sortBy: 'date', sortDirection: 'asc' })), { wrapper: wrapper() });
    await waitFor(() => expect(list.current.data?.total).toBe(2));
    const rows = list.current.data?.rows ?? [];
    expect(rows.map((row) => [row.type, row.amount, row.running_balance])).toEqual([
      ['INCOME', 5000, 5000],
      ['EXPENSE', 1200.5, 3799.5],
    ]);

    const { result: update } = renderHook(() => useUpdateTransaction(), { wrapper: wrapper() });
    await act(async () => {
      await update.current.mutateAsync({ id: income.id, changes: { amount: 5100 } });
    });
    const after = await listTransactions(query({ search: 'chirie' }));
    expect(after.rows).toHaveLength(1);
    expect(after.rows[0]?.running_balance).toBeCloseTo(3899.5, 3);

    const { result: balance } = renderHook(() => useAvailableBalance(), { wrapper: wrapper() });
    await waitFor(() => expect(balance.current.data).toBeDefined());
    // The month's lines are today's month (these rows are January's); the figure is the ledger's.
    expect(balance.current.data).toMatchObject({ available: 3899.5, totalIncome: 0, totalExpenses: 0 });
  });

  it('deletes with an undo that puts back the same row', async () => {
    const { id } = await createTransaction({ type: 'EXPENSE', amount: 42, category: 'NUTRITIE', date: '2026-01-12', description: 'de șters' });
    const { result } = renderHook(() => useDeleteTransaction(), { wrapper: wrapper() });
    await act(async () => {
      await result.current.mutateAsync(id);
    });
    expect((await listTransactions(query({ search: 'de șters' }))).rows).toHaveLength(0);
    const shown = useToastStore.getState().toasts.find((toast) => toast.message === 'Tranzacția a fost ștearsă.');
    expect(shown?.action?.label).toBe('Anulează');
    await act(async () => shown?.action?.handler());
    await waitFor(async () => expect((await listTransactions(query({ search: 'de șters' }))).rows.map((row) => row.id)).toEqual([id]));
  });

  it('a page past the end has no rows but the true total, so the table can go to the last page', async () => {
    const all = await listTransactions(query({ limit: 10 }));
    expect(all.total).toBeGreaterThan(0);
    const past = await listTransactions(query({ limit: 10, offset: 9990 }));
    expect(past).toEqual({ rows: [], total: all.total });
    const filtered = await listTransactions(query({ limit: 10, offset: 10, search: 'chirie ianuarie' }));
    expect(filtered).toEqual({ rows: [], total: 1 });
  });

  it('pages an export by keyset cursor through every row, in the list order, for every sort', async () => {
    await createTransaction({ type: 'EXPENSE', amount: 15, category: 'NUTRITIE', subcategory: 'Piață', date: '2026-01-12', description: 'legume' });
    await createTransaction({ type: 'SAVING', amount: 200, category: 'ECONOMII', date: '2026-01-12', description: 'pușculiță' });
    for (const sortBy of ['date', 'amount', 'category', 'type'] as const) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const all = await listTransactions(query({ limit: 100, sortBy, sortDirection }));
        const exported: TransactionRow[] = [];
        let cursor: ExportCursor | null = null;
        do {
          const page: { rows: TransactionRow[]; next: ExportCursor | null } = await exportTransactionsPage(query({ sortBy, sortDirection }), cursor, 2);
          exported.push(...page.rows);
          cursor = page.next;
        } while (cursor);
        expect(exported.map((row) => row.id), `${sortBy} ${sortDirection}`).toEqual(all.rows.map((row) => row.id));
      }
    }
  });
});

describe('a recurring series through the hooks', () => {
  it('creates the rule and its monthly occurrences, then edits the whole series', async () => {
    const { result: create } = renderHook(() => useCreateRecurringSeries(), { wrapper: wrapper() });
    let ruleId = '';
    await act(async () => {
      const outcome = await create.current.mutateAsync({
        template: { type: 'EXPENSE', amount: 80, category: 'SANATATE', date: '2026-01-31', frequency: 'MONTHLY', description: 'abonament sală' },
        end: { type: 'after', occurrences: 3 },
        lookAheadDays: 0,
        today: toLocalIsoDate(new Date()),
      });
      expect(outcome).toMatchObject({ generated: 3 });
      ruleId = outcome.ruleId;
    });
    const messages = useToastStore.getState().toasts.map((t) => t.message);
    expect(messages).toContain(ERROR_MESSAGES.RECURENTE_IN_CURS);
    expect(messages).toContain('Au fost generate 3 tranzacții recurente.');
    const series = await listTransactions(query({ search: 'abonament sală', sortBy: 'date', sortDirection: 'asc' }));
    expect(series.rows.map((row) => [row.date, row.recurring_rule_id])).toEqual([
      ['2026-01-31', ruleId],
      ['2026-02-28', ruleId],
      ['2026-03-31', ruleId],
    ]);

    const { result: update } = renderHook(() => useUpdateSeries(), { wrapper: wrapper() });
    await act(async () => {
      await update.current.mutateAsync({ ruleId, changes: { type: 'EXPENSE', amount: 95, category: 'SANATATE', description: 'abonament sală' } });
    });
    const edited = await listTransactions(query({ search: 'abonament sală', sortBy: 'date', sortDirection: 'asc' }));
    expect(edited.rows.map((row) => [row.date, row.amount])).toEqual([['2026-01-31', 95], ['2026-02-28', 95], ['2026-03-31', 95]]);
    const { data: rule } = await getSupabase().from('recurring_rules').select('amount').eq('id', ruleId).single().throwOnError();
    expect(Number(rule.amount)).toBe(95);
  });

  it("deleting the series' first transaction takes its rule; undo brings back both and the links", async () => {
    const { result: create } = renderHook(() => useCreateRecurringSeries(), { wrapper: wrapper() });
    let ruleId = '';
    await act(async () => {
      ({ ruleId } = await create.current.mutateAsync({
        template: { type: 'EXPENSE', amount: 30, category: 'SANATATE', date: '2026-02-01', frequency: 'MONTHLY', description: 'abonament online' },
        end: { type: 'after', occurrences: 2 },
        lookAheadDays: 0,
        today: toLocalIsoDate(new Date()),
      }));
    });
    const series = () => listTransactions(query({ search: 'abonament online', sortBy: 'date', sortDirection: 'asc' }));
    const before = (await series()).rows;
    const first = before[0]!;
    const { result: remove } = renderHook(() => useDeleteTransaction(), { wrapper: wrapper() });
    await act(async () => {
      await remove.current.mutateAsync(first.id);
    });
    const ruleRows = () => getSupabase().from('recurring_rules').select('id, transaction_id').eq('id', ruleId).throwOnError();
    expect((await ruleRows()).data).toEqual([]);
    expect((await series()).rows.map((row) => row.recurring_rule_id)).toEqual([null]);

    const shown = useToastStore.getState().toasts.find((toast) => toast.message === 'Tranzacția a fost ștearsă.');
    await act(async () => shown?.action?.handler());
    await waitFor(async () => expect((await ruleRows()).data).toEqual([{ id: ruleId, transaction_id: first.id }]));
    expect((await series()).rows.map((row) => [row.id, row.recurring_rule_id])).toEqual(before.map((row) => [row.id, ruleId]));
  });
  it('a series the server refuses midway leaves nothing behind and says why', async () => {
    const ruleCount = async () => (await getSupabase().from('recurring_rules').select('*', { count: 'exact', head: true }).throwOnError()).count;
    const rulesBefore = await ruleCount();
    const { result: create } = renderHook(() => useCreateRecurringSeries(), { wrapper: wrapper() });
    // 'after 0' passes no form, but a direct caller may send it: the template goes in first, then
    // the rule's check refuses it, and the template must not stay behind without its rule.
    await act(async () => {
      await expect(
        create.current.mutateAsync({
          template: { type: 'EXPENSE', amount: 12, category: 'SANATATE', date: '2026-02-01', frequency: 'MONTHLY', description: 'serie refuzată' },
          end: { type: 'after', occurrences: 0 },
          lookAheadDays: 0,
          today: toLocalIsoDate(new Date()),
        }),
      ).rejects.toMatchObject({ code: '23514' });
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: 'error', message: expect.stringContaining(ERROR_MESSAGES.RECURENTE_PARAMETRI_INVALIZI) });
    expect((await listTransactions(query({ search: 'serie refuzată' }))).rows).toEqual([]);
    expect(await ruleCount()).toBe(rulesBefore);

    // A device clock days off: the server's day decides, the call is refused whole.
    await expect(
      createRecurringSeries({
        template: { type: 'EXPENSE', amount: 12, category: 'SANATATE', date: '2026-02-01', frequency: 'MONTHLY', description: 'ceas greșit' },
        end: { type: 'none' },
        lookAheadDays: 0,
        today: '2001-01-01',
      }),
    ).rejects.toMatchObject({ code: '22023' });
    expect((await listTransactions(query({ search: 'ceas greșit' }))).rows).toEqual([]);
  });

  it('a series edit whose rule is gone says the rule was not found', async () => {
    const { ruleId } = await createRecurringSeries({
      template: { type: 'EXPENSE', amount: 20, category: 'SANATATE', date: '2026-03-01', frequency: 'MONTHLY', description: 'regulă ștearsă' },
      end: { type: 'after', occurrences: 2 },
      lookAheadDays: 0,
      today: toLocalIsoDate(new Date()),
    });
    await getSupabase().from('recurring_rules').delete().eq('id', ruleId).throwOnError();
    const { result: update } = renderHook(() => useUpdateSeries(), { wrapper: wrapper() });
    await act(async () => {
      await expect(update.current.mutateAsync({ ruleId, changes: { type: 'EXPENSE', amount: 25, category: 'SANATATE' } })).rejects.toMatchObject({ code: 'PT404' });
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: 'error', message: expect.stringContaining(ERROR_MESSAGES.RECURENTE_REGULA_NEGASITA) });
    expect((await listTransactions(query({ search: 'regulă ștearsă' }))).rows.map((row) => row.amount)).toEqual([20, 20]);
  });
});
