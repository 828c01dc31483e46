// @vitest-environment jsdom
/**
 * Statement import's data layer against the real local Supabase server (issue 25): applyImport
 * through its hook (the summary, the batch, the lists it makes stale), the candidates of an
 * account read past the API's 1000-row page, the past imports newest first with their account's
 * name, the undo through its hook, the refusals in Romanian, and the saved column mappings
 * (replaced under the same name, at most 50), none of them visible to a second user.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createClient } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEV_SERVICE_ROLE_KEY } from '@buget/supabase-local/config';
import { configureSupabase, getSupabase, queryKeys } from '@buget/shared-domain/data';
import { useToastStore } from '@buget/shared-domain/stores';
import { IMPORT_MESSAGES, applyImport, importErrorMessage, importSummary, useApplyImport, type ApplyImportInput } from './apply-import';
import { fetchImportBatches, useImportBatches } from './import-batches';
import { IMPORT_CANDIDATES_PAGE, fetchImportCandidates } from './import-candidates';
import {
  IMPORT_MAPPING_MESSAGES,
  deleteImportMapping,
  fetchImportMappings,
  importMappingErrorMessage,
  saveImportMapping,
  useDeleteImportMapping,
  useImportMappings,
  useSaveImportMapping,
} from './import-mappings';
import { UNDO_IMPORT_MESSAGES, undoImport, useUndoImport } from './undo-import';
import type { CsvMapping } from './csv-mapping';

const FIRST = 'integrare-import-1@buget.ro';
const SECOND = 'integrare-import-2@buget.ro';
const PASSWORD = 'Integrare#2026';

async function signIn(email: string) {
  await getSupabase().auth.signOut();
  const signedUp = await getSupabase().auth.signUp({ email, password: PASSWORD });
  if (signedUp.error && signedUp.error.code !== 'user_already_exists') throw signedUp.error;
  if (!signedUp.data.session) {
    const { error } = await getSupabase().auth.signInWithPassword({ email, password: PASSWORD });
    if (error) throw error;
  }
}

const accountNamed = async (name: string) =>
  (await getSupabase().from('user_accounts').insert({ name, balance_start_date: '2026-01-01' }).select('id').single().throwOnError()).data.id;

const row = (reference: string, amount: number, date = '2026-10-05'): ApplyImportInput['rows'][number] => ({
  date,
  type: 'EXPENSE',
  amount,
  description: `Plată ${reference}`,
  category: 'NUTRITIE',
  subcategory: null,
  reference,
  pending: false,
});

const MAPPING: CsvMapping = {
  delimiter: ';',
  headerRow: 0,
  encoding: 'utf-8',
  date: 0,
  dateFormat: 'dd.mm.yyyy',
  amount: 1,
  debit: null,
  credit: null,
  decimalSeparator: ',',
  description: 2,
  payee: null,
  reference: null,
};

let bank: string;
let cash: string;

beforeAll(async () => {
  const { url, anonKey } = inject('supabase');
  // Approved as an administrator would, so the address list of the other suites stays theirs.
  const admin = createClient(url, DEV_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
  await admin.from('beta_allowlist').upsert([FIRST, SECOND].map((email) => ({ email, source: 'admin' })), { onConflict: 'email' }).throwOnError();
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  await signIn(FIRST);
  bank = await accountNamed('Bancă import');
  cash = await accountNamed('Cash import');
});

function client() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

const lastToast = () => useToastStore.getState().toasts[0];

describe('applying and undoing an import', () => {
  it('applies in one call, lists the batch, makes the transactions and balances stale; undo takes it back', async () => {
    const { queryClient, wrapper } = client();
    const { result } = renderHook(() => ({ apply: useApplyImport(), undo: useUndoImport(), batches: useImportBatches() }), { wrapper });
    await waitFor(() => expect(result.current.batches.isSuccess).toBe(true));
    expect(result.current.batches.data).toEqual([]);
    queryClient.setQueryData(queryKeys.transactions.list({ page: 1 }), []);
    queryClient.setQueryData(queryKeys.availableBalance, 0);

    const planned = (await getSupabase().from('transactions').insert({ type: 'EXPENSE', amount: 80, date: '2026-10-07', category: 'UTILITATI', account_id: bank }).select('id').single().throwOnError()).data.id;
    let applied: Awaited<ReturnType<typeof applyImport>> | undefined;
    await act(async () => {
      applied = await result.current.apply.mutateAsync({
        accountId: bank,
        fileName: 'extras-octombrie.csv',
        format: 'bt-csv',
        rows: [row('ref:I1', 12.5), row('ref:I2', 40, '2026-10-06')],
        matches: [{ transactionId: planned, date: '2026-10-08', amount: 82.4, reference: 'ref:I3' }],
      });
    });
    expect(applied).toMatchObject({ imported: 2, matched: 1, skipped: 0 });
    expect(importSummary(applied!)).toBe('2 tranzacții importate, 1 potrivită cu planul, 0 duplicate sărite');
    expect(queryClient.getQueryState(queryKeys.transactions.list({ page: 1 }))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.availableBalance)?.isInvalidated).toBe(true);
    await waitFor(() => expect(result.current.batches.data?.map((b) => b.id)).toEqual([applied!.batchId]));
    expect(result.current.batches.data?.[0]).toMatchObject({ accountId: bank, accountName: 'Bancă import', fileName: 'extras-octombrie.csv', format: 'bt-csv', imported: 2, matched: 1, skipped: 0 });
    const completed = (await getSupabase().from('transactions').select('execution_status, actual_amount, date').eq('id', planned).single().throwOnError()).data;
    expect(completed).toEqual({ execution_status: 'MODIFIED', actual_amount: 82.4, date: '2026-10-08' });

    // The same statement again: nothing new, no batch.
    expect(await applyImport({ accountId: bank, fileName: 'extras-octombrie.csv', format: 'bt-csv', rows: [row('ref:I1', 12.5)], matches: [] })).toEqual({
      batchId: null,
      imported: 0,
      matched: 0,
      skipped: 1,
    });

    queryClient.setQueryData(queryKeys.accounts.balances(), []);
    await act(async () => {
      expect(await result.current.undo.mutateAsync(applied!.batchId!)).toEqual({ deleted: 2, restored: 1 });
    });
    expect(lastToast()?.message).toBe(UNDO_IMPORT_MESSAGES.undone);
    expect(queryClient.getQueryState(queryKeys.accounts.balances())?.isInvalidated).toBe(true);
    await waitFor(() => expect(result.current.batches.data).toEqual([]));
    const pending = (await getSupabase().from('transactions').select('execution_status, actual_amount, date').eq('id', planned).single().throwOnError()).data;
    expect(pending).toEqual({ execution_status: null, actual_amount: null, date: '2026-10-07' });

    // Undone already: its own message.
    await act(async () => {
      await expect(result.current.undo.mutateAsync(applied!.batchId!)).rejects.toMatchObject({ hint: 'IMPORT_NOT_FOUND' });
    });
    expect(lastToast()?.message).toBe(IMPORT_MESSAGES.notFound);
  });

  it('a refused import writes nothing and says why in Romanian', async () => {
    const { wrapper } = client();
    const { result } = renderHook(() => useApplyImport(), { wrapper });
    const input = { accountId: cash, fileName: 'rau.csv', format: 'bt-csv', matches: [] };
    await act(async () => {
      await expect(result.current.mutateAsync({ ...input, rows: [row('ref:R1', 5), { ...row('ref:R2', 5), category: 'NU EXISTĂ' }] })).rejects.toMatchObject({ hint: 'IMPORT_ROW_INVALID' });
    });
    expect(lastToast()?.message).toBe(IMPORT_MESSAGES.unknownCategory(2, 'NU EXISTĂ'));
    const refusal = async (promise: Promise<unknown>) => importErrorMessage(await promise.then(() => null, (error: unknown) => error));
    expect(await refusal(applyImport({ ...input, rows: [row('ref:R3', 1.2345)] }))).toBe(IMPORT_MESSAGES.amountInvalid);
    expect(await refusal(applyImport({ ...input, rows: [row('ref:R4', 1, '1899-12-31')] }))).toBe(IMPORT_MESSAGES.dateInvalid);
    expect(await refusal(applyImport({ ...input, rows: [row('ref:R5', 1, '2199-01-01')] }))).toBe(IMPORT_MESSAGES.doneInFuture);
    expect(await refusal(applyImport({ ...input, accountId: crypto.randomUUID(), rows: [row('ref:R6', 1)] }))).toBe(IMPORT_MESSAGES.accountInvalid);
    expect(await refusal(applyImport({ ...input, rows: [], matches: [{ transactionId: crypto.randomUUID(), date: '2026-10-01', amount: 1, reference: 'ref:R7' }] }))).toBe(IMPORT_MESSAGES.matchInvalid);
    expect(await refusal(applyImport({ ...input, rows: [{ ...row('ref:R8', 1), amount: 0 }] }))).toBe(IMPORT_MESSAGES.rowInvalid(1));
    expect(await fetchImportCandidates(cash, '1899-01-01', '2199-12-31')).toEqual([]);
  });

  it('the candidates are the account’s INCOME and EXPENSE rows in the range, read past the 1000-row page', async () => {
    const many = Array.from({ length: IMPORT_CANDIDATES_PAGE + 5 }, (_, i) => row(`fp:${i}`, Number((1 + i / 1000).toFixed(3)), `2026-09-${String(1 + (i % 28)).padStart(2, '0')}`));
    expect((await applyImport({ accountId: cash, fileName: 'mare.csv', format: 'revolut-csv', rows: many, matches: [] })).imported).toBe(many.length);
    await getSupabase().from('transactions').insert({ type: 'INCOME', amount: 900, actual_amount: null, date: '2026-09-15', category: 'VENITURI', account_id: cash }).throwOnError();
    await getSupabase().from('transactions').insert({ type: 'SAVING', amount: 50, date: '2026-09-15', category: 'ECONOMII', account_id: cash, execution_status: 'COMPLETED' }).throwOnError();
    const candidates = await fetchImportCandidates(cash, '2026-09-01', '2026-09-30');
    expect(candidates).toHaveLength(many.length + 1);
    expect(new Set(candidates.map((c) => c.id)).size).toBe(candidates.length);
    expect(candidates.map((c) => c.date)).toEqual([...candidates.map((c) => c.date)].sort());
    expect(candidates.find((c) => c.type === 'INCOME')).toMatchObject({ amount: 900, actualAmount: null, executionStatus: null, importReference: null, accountId: cash, description: null });
    expect(candidates.find((c) => c.importReference === 'fp:3')).toMatchObject({ type: 'EXPENSE', amount: 1.003, executionStatus: 'COMPLETED', description: 'Plată fp:3', date: '2026-09-04' });
    expect(await fetchImportCandidates(cash, '2026-09-28', '2026-09-28')).toHaveLength(Math.ceil((many.length - 27) / 28));
  });
});

describe('saved column mappings', () => {
  it('are saved under a name (again: replaced), listed newest first, deleted; at most 50', async () => {
    const { wrapper } = client();
    const { result } = renderHook(() => ({ list: useImportMappings(), save: useSaveImportMapping(), remove: useDeleteImportMapping() }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    await act(async () => {
      await result.current.save.mutateAsync({ name: 'Banca Comercială', shape: 'data;suma;detalii', mapping: MAPPING });
    });
    expect(lastToast()?.message).toBe(IMPORT_MAPPING_MESSAGES.saved);
    await act(async () => {
      await result.current.save.mutateAsync({ name: 'CEC', shape: 'a;b;c', mapping: MAPPING });
    });
    const replaced = await saveImportMapping({ name: 'Banca Comercială', shape: 'data;suma;detalii;sold', mapping: { ...MAPPING, amount: null, debit: 1, credit: 3 } });
    expect(replaced).toMatchObject({ name: 'Banca Comercială', shape: 'data;suma;detalii;sold', mapping: { debit: 1, credit: 3, amount: null } });
    await waitFor(() => expect(result.current.list.data?.map((m) => m.name)).toEqual(['CEC', 'Banca Comercială']));
    expect((await fetchImportMappings()).map((m) => m.name)).toEqual(['Banca Comercială', 'CEC']);

    // A document that no longer reads as a mapping is not offered.
    await getSupabase().from('import_mappings').insert({ name: 'Veche', shape: 'x', mapping: { delimiter: ':' } }).throwOnError();
    expect((await fetchImportMappings()).map((m) => m.name)).not.toContain('Veche');

    await act(async () => {
      await result.current.remove.mutateAsync(replaced.id);
    });
    expect(lastToast()?.message).toBe(IMPORT_MAPPING_MESSAGES.deleted);
    await waitFor(() => expect(result.current.list.data?.map((m) => m.name)).toEqual(['CEC']));

    await getSupabase()
      .from('import_mappings')
      .insert(Array.from({ length: 48 }, (_, i) => ({ name: `Banca ${i}`, shape: `s${i}`, mapping: MAPPING })))
      .throwOnError();
    await act(async () => {
      await expect(result.current.save.mutateAsync({ name: 'A 51-a', shape: 's', mapping: MAPPING })).rejects.toMatchObject({ hint: 'MAPPINGS_LIMIT' });
    });
    expect(lastToast()?.message).toBe(IMPORT_MAPPING_MESSAGES.limitReached);
    // Saving again under a name already kept still works at the limit.
    await saveImportMapping({ name: 'CEC', shape: 'a;b;c;d', mapping: MAPPING });
    await act(async () => {
      await expect(result.current.remove.mutateAsync('x')).rejects.toBeTruthy();
    });
    expect(lastToast()?.message).toBe(IMPORT_MAPPING_MESSAGES.deleteFailed);
    expect(importMappingErrorMessage(null)).toBe(IMPORT_MAPPING_MESSAGES.saveFailed);
  });
});

describe('a second user', () => {
  it('sees none of the first user’s imports, candidates or mappings, and cannot undo their imports', async () => {
    const first = await applyImport({ accountId: bank, fileName: 'a.csv', format: 'ofx', rows: [row('ref:S1', 3)], matches: [] });
    expect((await fetchImportBatches()).map((b) => b.id)).toContain(first.batchId);
    await signIn(SECOND);
    expect(await fetchImportBatches()).toEqual([]);
    expect(await fetchImportMappings()).toEqual([]);
    expect(await fetchImportCandidates(bank, '2026-01-01', '2026-12-31')).toEqual([]);
    await expect(undoImport(first.batchId!)).rejects.toMatchObject({ hint: 'IMPORT_NOT_FOUND' });
    await expect(deleteImportMapping(crypto.randomUUID())).resolves.toBeUndefined();
    await signIn(FIRST);
    expect((await fetchImportBatches()).map((b) => b.id)).toContain(first.batchId);
  });
});
