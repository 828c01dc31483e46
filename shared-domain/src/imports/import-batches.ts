import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, queryKeys, type Database } from '@buget/shared-domain/data';

type BatchRow = Database['public']['Tables']['import_batches']['Row'];

/** A past import as /transactions lists it, with its undo. */
export type ImportBatch = {
  id: BatchRow['id'];
  accountId: BatchRow['account_id'];
  /** The account's name; null when the account is not among the user's (deleted meanwhile). */
  accountName: string | null;
  fileName: BatchRow['file_name'];
  format: BatchRow['format'];
  imported: BatchRow['imported'];
  matched: BatchRow['matched'];
  skipped: BatchRow['skipped'];
  createdAt: BatchRow['created_at'];
};

/** The most past imports listed: the newest ones. */
export const IMPORT_BATCHES_LIMIT = 50;

/** The user's imports, newest first, each with its account's name. */
export async function fetchImportBatches(): Promise<ImportBatch[]> {
  const supabase = getSupabase();
  const [batches, accounts] = await Promise.all([
    supabase
      .from('import_batches')
      .select('id, account_id, file_name, format, imported, matched, skipped, created_at')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(IMPORT_BATCHES_LIMIT)
      .throwOnError(),
    supabase.from('user_accounts').select('id, name').throwOnError(),
  ]);
  const names = new Map(accounts.data.map((a) => [a.id, a.name]));
  return batches.data.map((b) => ({
    id: b.id,
    accountId: b.account_id,
    accountName: names.get(b.account_id) ?? null,
    fileName: b.file_name,
    format: b.format,
    imported: b.imported,
    matched: b.matched,
    skipped: b.skipped,
    createdAt: b.created_at,
  }));
}

/** Key queryKeys.imports.batches(): an import and its undo invalidate it (IMPORT_WRITE_INVALIDATES). */
export const importBatchesQueryOptions = () => queryOptions({ queryKey: queryKeys.imports.batches(), queryFn: fetchImportBatches });

export const useImportBatches = () => useQuery(importBatchesQueryOptions());
