import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { AMOUNT, MEMORY_THRESHOLD } from '@buget/shared-domain/constants';
import { TRANSACTION_TYPES, transactionListQuerySchema, type Transaction } from '@buget/shared-domain/schemas';
import type { Database } from '@buget/shared-domain/data';
import { queryKeys, getSupabase } from '@buget/shared-domain/data';

export const TRANSACTION_STATUS_FILTERS = ['PENDING', 'COMPLETED', 'MODIFIED', 'SKIPPED'] as const;
export type TransactionStatusFilter = (typeof TRANSACTION_STATUS_FILTERS)[number];

/**
 * What a listed row can be: income, expense or saving, or a transfer between two of the user's
 * own accounts (issue 22 point 4: one row from account_id to to_account_id, never income or
 * expense). Only the list knows transfers; the daily page and the grid never show them.
 */
export const LISTED_TRANSACTION_TYPES = [...TRANSACTION_TYPES, 'TRANSFER'] as const;
export type ListedTransactionType = (typeof LISTED_TRANSACTION_TYPES)[number];

/**
 * The list query of the table: spec point 3's paging and sort, and the filters of issue 6
 * (type, category, subcategory, dates, amount range, description text, status) and issue 22
 * (account: rows from or to it; type TRANSFER).
 */
export const transactionListFiltersSchema = z.extend(transactionListQuerySchema, {
  limit: z._default(z.int().check(z.positive(), z.lte(MEMORY_THRESHOLD)), 10),
  type: z.optional(z.enum(LISTED_TRANSACTION_TYPES)),
  amountMin: z.optional(z.number().check(z.nonnegative(), z.lte(AMOUNT.max))),
  amountMax: z.optional(z.number().check(z.nonnegative(), z.lte(AMOUNT.max))),
  status: z.optional(z.enum(TRANSACTION_STATUS_FILTERS)),
  account: z.optional(z.guid()),
});
export type TransactionListFilters = z.infer<typeof transactionListFiltersSchema>;

type ListRow = Database['public']['Functions']['list_transactions']['Returns'][number];

/** A table row: the stored transaction and the available balance after it (the one SQL rule). */
export type TransactionRow = Omit<Transaction, 'type'> & {
  type: ListedTransactionType;
  account_id: string | null;
  /** A transfer's other end, or the savings or investment account a saving goes to. */
  to_account_id: string | null;
  recurring_rule_id: string | null;
  running_balance: number;
  /** What the row counts, as the server reads it (private.counted_amount). */
  counted_amount: number;
  execution_status: Transaction['execution_status'] | 'SKIPPED';
  /** When the bank's figure was found agreeing with the row's account (issue 26 point 4); null: not reconciled. */
  reconciled_at?: string | null;
  /** What a transfer or saving added to its to-account, in that account's currency (to_currency; issue 26 point 2). */
  to_amount?: number | null;
  to_currency?: string | null;
};
export type TransactionPage = { rows: TransactionRow[]; total: number };

/** Server row → table row: numbers as numbers, the nullable columns as null (not undefined). */
export const toTransactionRow = (row: ListRow): TransactionRow => ({
  id: row.id,
  user_id: row.user_id,
  account_id: row.account_id ?? null,
  to_account_id: row.to_account_id ?? null,
  type: row.type as ListedTransactionType,
  amount: Number(row.amount),
  actual_amount: row.actual_amount === null ? null : Number(row.actual_amount),
  counted_amount: Number(row.counted_amount),
  planned_amount: row.planned_amount === null ? null : Number(row.planned_amount),
  execution_status: (row.execution_status ?? null) as TransactionRow['execution_status'],
  date: row.date,
  category: row.category,
  subcategory: row.subcategory ?? null,
  description: row.description ?? null,
  currency: row.currency,
  recurring: row.recurring,
  frequency: (row.frequency ?? 'NONE') as Transaction['frequency'],
  recurring_rule_id: row.recurring_rule_id ?? null,
  running_balance: Number(row.running_balance),
  reconciled_at: row.reconciled_at ?? null,
  to_amount: row.to_amount === null || row.to_amount === undefined ? null : Number(row.to_amount),
  to_currency: row.to_currency ?? null,
});

/** Filters → the RPC's named arguments (absent filters are not sent). */
export const toListArgs = (q: TransactionListFilters): Database['public']['Functions']['list_transactions']['Args'] => ({
  page_size: q.limit,
  page_offset: q.offset,
  sort_by: q.sortBy,
  sort_direction: q.sortDirection,
  ...(q.type && { filter_type: q.type }),
  ...(q.category && { filter_category: q.category }),
  ...(q.subcategory && { filter_subcategory: q.subcategory }),
  ...(q.dateFrom && { date_from: q.dateFrom }),
  ...(q.dateTo && { date_to: q.dateTo }),
  ...(q.amountMin !== undefined && { amount_min: q.amountMin }),
  ...(q.amountMax !== undefined && { amount_max: q.amountMax }),
  ...(q.search && { search: q.search }),
  ...(q.status && { status: q.status }),
  ...(q.account && { filter_account: q.account }),
});

async function fetchPage(q: TransactionListFilters, signal: AbortSignal | undefined) {
  let request = getSupabase().rpc('list_transactions', toListArgs(q));
  if (signal) request = request.abortSignal(signal);
  const { data } = await request.throwOnError();
  return data ?? [];
}

/**
 * One page of the list, with the filtered total (the RPC repeats it on every row). A page past
 * the end (its last row deleted, an old link) has no row to carry the total, so the total is
 * asked for with the first row: the table can then go to the last page that exists.
 */
export async function listTransactions(q: TransactionListFilters, signal?: AbortSignal): Promise<TransactionPage> {
  const data = await fetchPage(q, signal);
  if (data.length === 0 && q.offset > 0) {
    const first = await fetchPage({ ...q, offset: 0, limit: 1 }, signal);
    return { rows: [], total: first[0]?.total_count ?? 0 };
  }
  return { rows: data.map(toTransactionRow), total: data[0]?.total_count ?? 0 };
}

export const transactionListQueryOptions = (q: TransactionListFilters) =>
  queryOptions({
    // The factory's list key (lists() + the filters); its helper's filter type predates transfers.
    queryKey: [...queryKeys.transactions.lists(), q] as const,
    queryFn: ({ signal }) => listTransactions(q, signal),
    // Paging and filtering keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useTransactionList = (q: TransactionListFilters) => useQuery(transactionListQueryOptions(q));
