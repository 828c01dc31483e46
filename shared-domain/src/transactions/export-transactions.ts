import type { Database } from '@buget/shared-domain/data';
import { getSupabase } from '@buget/shared-domain/data';
import { toListArgs, toTransactionRow, type TransactionListFilters, type TransactionRow } from './list-transactions';

type ExportArgs = Database['public']['Functions']['export_transactions']['Args'];
type ExportRow = Database['public']['Functions']['export_transactions']['Returns'][number];

/** Where the next export page starts: the previous page's last row (its sort keys and id). */
export type ExportCursor = Pick<TransactionRow, 'id' | 'date' | 'amount' | 'category' | 'subcategory' | 'type'>;

const cursorOf = ({ id, date, amount, category, subcategory, type }: TransactionRow): ExportCursor => ({ id, date, amount, category, subcategory, type });

/** Filters and cursor → export_transactions' named arguments (no offset, no count). */
export function toExportArgs(q: TransactionListFilters, after: ExportCursor | null, pageSize: number): ExportArgs {
  // The list's filter arguments, without its paging ones.
  const { page_size: _size, page_offset: _offset, ...filters } = toListArgs(q);
  return {
    ...filters,
    page_size: pageSize,
    ...(after && {
      after_id: after.id,
      after_date: after.date,
      ...(q.sortBy === 'amount' && { after_amount: after.amount }),
      // A null subcategory is left out: the argument's default is null.
      ...(q.sortBy === 'category' && { after_category: after.category, after_subcategory: after.subcategory ?? undefined }),
      ...(q.sortBy === 'type' && { after_type: after.type }),
    }),
  };
}

/** An export row has no count; the table row's mapping applies to the rest. */
export const exportRowToTransactionRow = (row: ExportRow): TransactionRow => toTransactionRow({ ...row, total_count: 0 });

/**
 * One export page after `after` (null: the first), in the list's sort, each row with the ledger
 * running balance. An empty or short page is the last.
 */
export async function exportTransactionsPage(
  q: TransactionListFilters,
  after: ExportCursor | null,
  pageSize: number,
  signal?: AbortSignal,
): Promise<{ rows: TransactionRow[]; next: ExportCursor | null }> {
  let request = getSupabase().rpc('export_transactions', toExportArgs(q, after, pageSize));
  if (signal) request = request.abortSignal(signal);
  const { data } = await request.throwOnError();
  const rows = (data ?? []).map(exportRowToTransactionRow);
  const last = rows.at(-1);
  return { rows, next: last && rows.length === pageSize ? cursorOf(last) : null };
}
