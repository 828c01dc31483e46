import { MEMORY_THRESHOLD } from '@buget/shared-domain/constants';
import { getSupabase } from '@buget/shared-domain/data';
import { exportProgress } from '@buget/shared-domain/transactions';
import { BACKUP_COLUMNS, BACKUP_FORMAT, BACKUP_SCHEMA_VERSION, BACKUP_TABLES, type BackupTable } from './backup-schema';

/** Rows per request while exporting: the memory threshold of spec point 9, as the transactions export. */
export const BACKUP_PAGE_SIZE = MEMORY_THRESHOLD;

export type BackupCounts = Record<BackupTable, number>;
type Row = Record<string, unknown>;
type Page = { rows: Row[]; next: Row | null };

/** The file name: buget-backup-<YYYY-MM-DD>.json. */
export const backupFileName = (today: string): string => `buget-backup-${today}.json`;

/** A table's rows as JSON arrays in its columns' order, joined: one Blob part per page. */
const rowsJson = (table: BackupTable, rows: Row[]): string =>
  rows.map((row) => JSON.stringify(BACKUP_COLUMNS[table].map((column) => row[column] ?? null))).join(',');

/** The pages of one table, read one after another; `next` is the last row of a full page. */
function pagesOf(table: BackupTable, pageSize: number, signal: AbortSignal): (after: Row | null) => Promise<Page> {
  const supabase = getSupabase();
  const page = (rows: Row[]): Page => ({ rows, next: rows.length === pageSize ? (rows.at(-1) ?? null) : null });
  switch (table) {
    case 'transactions':
      // (date, id) keyset through the user's date index (backup_transactions).
      return async (after) => {
        const cursor = after ? { after_date: String(after.date), after_id: String(after.id) } : {};
        const { data } = await supabase.rpc('backup_transactions', { ...cursor, page_size: pageSize }).abortSignal(signal).throwOnError();
        return page(data ?? []);
      };
    case 'recurring_rules':
      return async (after) => {
        let query = supabase.from('recurring_rules').select('*').order('id').limit(pageSize);
        if (after) query = query.gt('id', String(after.id));
        const { data } = await query.abortSignal(signal).throwOnError();
        return page(data ?? []);
      };
    default:
      // At most ten accounts and one document each: one page.
      return async () => {
        const { data } = await supabase.from(table).select('*').abortSignal(signal).throwOnError();
        return { rows: data ?? [], next: null };
      };
  }
}

/** How many rows the export will write (for progress), counted by the server. */
async function countRows(signal: AbortSignal): Promise<number> {
  const supabase = getSupabase();
  const counts = await Promise.all(
    BACKUP_TABLES.map(async (table) => {
      const { count } = await supabase.from(table).select('*', { count: 'exact', head: true }).abortSignal(signal).throwOnError();
      return count ?? 0;
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/**
 * Everything the signed-in user owns as one backup file (backup-schema.ts), written the way the
 * transactions export is: page by page, each page turned into its part of the file at once, the
 * next page asked for while the current one is written (at most two pages held). Progress is in
 * whole percent of the rows counted at the start.
 */
export async function runBackupExport(options: {
  signal: AbortSignal;
  onProgress: (percent: number) => void;
  now?: Date;
  pageSize?: number;
}): Promise<{ blob: Blob; counts: BackupCounts }> {
  const { signal, onProgress, now = new Date(), pageSize = BACKUP_PAGE_SIZE } = options;
  const { data: auth } = await getSupabase().auth.getSession();
  const user = auth.session?.user;
  if (!user) throw new Error('not signed in');
  onProgress(0);
  const total = await countRows(signal);
  const header = { format: BACKUP_FORMAT, schemaVersion: BACKUP_SCHEMA_VERSION, exportedAt: now.toISOString(), userId: user.id, email: user.email ?? '' };
  const parts: BlobPart[] = [`${JSON.stringify(header).slice(0, -1)},"tables":{`];
  const counts = Object.fromEntries(BACKUP_TABLES.map((t) => [t, 0])) as BackupCounts;
  let done = 0;
  for (const [index, table] of BACKUP_TABLES.entries()) {
    parts.push(`${index > 0 ? ',' : ''}${JSON.stringify(table)}:{"columns":${JSON.stringify(BACKUP_COLUMNS[table])},"rows":[`);
    const fetchPage = pagesOf(table, pageSize, signal);
    let pending: Promise<Page> | null = fetchPage(null);
    while (pending) {
      const { rows, next }: Page = await pending;
      pending = next ? fetchPage(next) : null;
      // A prefetched page never awaited (a failure of this one) must not surface as unhandled.
      pending?.catch(() => undefined);
      if (rows.length === 0) break;
      parts.push(`${counts[table] > 0 ? ',' : ''}${rowsJson(table, rows)}`);
      counts[table] += rows.length;
      done += rows.length;
      onProgress(Math.min(99, exportProgress(done, Math.max(total, done))));
    }
    parts.push(']}');
  }
  parts.push('}}');
  onProgress(100);
  return { blob: new Blob(parts, { type: 'application/json' }), counts };
}
