import { getSupabase, queryKeys } from '@buget/shared-domain/data';
import { useQuery } from '@tanstack/react-query';
import {
  BACKUP_FORMAT,
  BACKUP_ROW_LIMITS,
  BACKUP_SCHEMA_VERSION,
  BACKUP_TABLES,
  MAX_BACKUP_FILE_BYTES,
  RESTORE_PART_ROWS,
  backupFileSchema,
  backupHeaderSchema,
  type BackupFile,
  type BackupTable,
} from './backup-schema';
import type { BackupCounts } from './export-backup';
import { BACKUP_TABLE_LABELS, RESTORE_MESSAGES } from './messages';

/** "înlocuiește tot" deletes everything first; "adaugă doar ce lipsește" adds rows by id. */
export const RESTORE_MODES = ['replace', 'add_missing'] as const;
export type RestoreMode = (typeof RESTORE_MODES)[number];

/** What the user sees before choosing: rows per table, the transactions' dates, who and when. */
export type BackupPreview = {
  counts: BackupCounts;
  firstDate: string | null;
  lastDate: string | null;
  exportedAt: string;
  email: string;
};

export type ReadBackupResult = { ok: true; backup: BackupFile; preview: BackupPreview } | { ok: false; message: string };

const isBackupTable = (value: unknown): value is BackupTable => BACKUP_TABLES.includes(value as BackupTable);

/** Where a zod issue is, in words: "Tranzacții, rândul 13, câmpul amount". */
function issuePlace(path: readonly PropertyKey[]): string {
  const [root, table, part, row, column] = path;
  if (root === 'tables' && isBackupTable(table)) {
    const label = BACKUP_TABLE_LABELS[table];
    if (part === 'rows' && typeof row === 'number') {
      return typeof column === 'string' ? `${label}, rândul ${row + 1}, câmpul ${column}` : `${label}, rândul ${row + 1}`;
    }
    return part === 'columns' ? `${label}, lista de coloane` : label;
  }
  return path.length > 0 ? path.map(String).join('.') : 'structura fișierului';
}

export function previewOf(backup: BackupFile): BackupPreview {
  const counts = Object.fromEntries(BACKUP_TABLES.map((t) => [t, backup.tables[t].rows.length])) as BackupCounts;
  let firstDate: string | null = null;
  let lastDate: string | null = null;
  for (const { date } of backup.tables.transactions.rows) {
    if (firstDate === null || date < firstDate) firstDate = date;
    if (lastDate === null || date > lastDate) lastDate = date;
  }
  return { counts, firstDate, lastDate, exportedAt: backup.exportedAt, email: backup.email };
}

/**
 * Reads a picked file as a backup, or says in Romanian why it is not one: too large (refused
 * before reading), empty, not JSON or cut short, another format, another schema version, or a
 * value of the wrong type or over a limit (with where it is). Nothing is sent anywhere.
 */
export async function readBackupFile(file: Blob): Promise<ReadBackupResult> {
  if (file.size > MAX_BACKUP_FILE_BYTES) return { ok: false, message: RESTORE_MESSAGES.tooLarge(file.size, MAX_BACKUP_FILE_BYTES) };
  if (file.size === 0) return { ok: false, message: RESTORE_MESSAGES.empty };
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    return { ok: false, message: RESTORE_MESSAGES.notJson };
  }
  const header = backupHeaderSchema.safeParse(json);
  if (!header.success || header.data.format !== BACKUP_FORMAT) return { ok: false, message: RESTORE_MESSAGES.notBackup };
  if (header.data.schemaVersion !== BACKUP_SCHEMA_VERSION) {
    return { ok: false, message: RESTORE_MESSAGES.foreignVersion(header.data.schemaVersion, BACKUP_SCHEMA_VERSION) };
  }
  const parsed = backupFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const [, table, part] = issue?.path ?? [];
    if (issue?.code === 'too_big' && part === 'rows' && isBackupTable(table) && issue.path.length === 3) {
      return { ok: false, message: RESTORE_MESSAGES.tooManyRows(BACKUP_TABLE_LABELS[table], BACKUP_ROW_LIMITS[table]) };
    }
    return { ok: false, message: RESTORE_MESSAGES.invalidValue(issuePlace(issue?.path ?? [])) };
  }
  return { ok: true, backup: parsed.data, preview: previewOf(parsed.data) };
}

/** A refused or failed restore; its message is the Romanian text for the user. */
export class RestoreError extends Error {}

type ServerError = { code?: string; hint?: string | null; message?: string };

/** The Romanian text of apply_restore's refusal: its SQLSTATE and the table its hint names. */
export function restoreErrorMessage(error: ServerError): string {
  const table = error.hint?.startsWith('RESTORE:') ? error.hint.slice('RESTORE:'.length) : null;
  const label = isBackupTable(table) ? BACKUP_TABLE_LABELS[table] : 'Copia de rezervă';
  const code = error.code ?? '';
  if (/failed to fetch|network|load failed/i.test(error.message ?? '')) return RESTORE_MESSAGES.network;
  // The staging's quotas (private.restore_parts_before_insert) and its expiry.
  if (error.hint === 'RESTORE_BUSY') return RESTORE_MESSAGES.busy;
  if (error.hint === 'RESTORE_RUNNING') return RESTORE_MESSAGES.running;
  if (error.hint === 'RESTORE_TOO_LARGE') return RESTORE_MESSAGES.stagedTooLarge;
  if (error.hint === 'RESTORE_EXPIRED') return RESTORE_MESSAGES.expired;
  if (code === 'PT413' && isBackupTable(table)) return RESTORE_MESSAGES.tooManyRows(label, BACKUP_ROW_LIMITS[table]);
  if (code === '23505') return table === 'user_accounts' && /name/.test(error.message ?? '') ? RESTORE_MESSAGES.duplicateAccountName : RESTORE_MESSAGES.foreignIds(label);
  if (code === '23503') return RESTORE_MESSAGES.missingReference(label);
  if (code.startsWith('22') || code.startsWith('23') || code === 'P0001' || code === 'PT409') return RESTORE_MESSAGES.rejectedValue(label);
  return RESTORE_MESSAGES.failed;
}

/** A restore the server has under way for the user (public.restore_status), to go on with. */
export type RestoreUnderWay = { upload_id: string; mode: RestoreMode; started_at: string; undoing: boolean; percent: number };

/** The signed-in user's restore under way (begun in a tab since closed, or in another), or null. */
async function restoreUnderWay(): Promise<RestoreUnderWay | null> {
  const { data, error } = await getSupabase().rpc('restore_status');
  if (error) throw new RestoreError(restoreErrorMessage(error));
  return (data as RestoreUnderWay | null) ?? null;
}

/** The restore under way, read when the profile opens (a cut-off restore blocks every write). */
export const useRestoreUnderWay = () => useQuery({ queryKey: queryKeys.restoreUnderWay, queryFn: restoreUnderWay });

type ApplyAnswer = { done: boolean; undoing?: boolean; percent?: number; failed?: ServerError } & Partial<BackupCounts>;

/**
 * Calls apply_restore until the server says done: each call writes a slice (about 2,500 rows),
 * so one user's restore never holds the server for long. A restore that failed after its first
 * call is undone by the server (what the user had is written back) before it says why; that
 * reason is thrown as a RestoreError. onProgress gets the server's percent and whether it is
 * undoing.
 */
export async function applyStagedRestore(
  uploadId: string,
  mode: RestoreMode,
  onProgress: (percent: number, undoing: boolean) => void = () => undefined,
): Promise<BackupCounts> {
  const supabase = getSupabase();
  for (;;) {
    const { data, error } = await supabase.rpc('apply_restore', { upload_id: uploadId, mode });
    if (error) throw new RestoreError(restoreErrorMessage(error));
    const answer = data as ApplyAnswer;
    if (answer.failed) throw new RestoreError(restoreErrorMessage(answer.failed));
    if (answer.done) return Object.fromEntries(BACKUP_TABLES.map((t) => [t, answer[t] ?? 0])) as BackupCounts;
    onProgress(answer.percent ?? 0, answer.undoing ?? false);
  }
}

/** Share of the progress bar the upload of the parts takes; the server's slices take the rest. */
const STAGING_SHARE = 30;

/**
 * Writes a read backup for the signed-in user, all or nothing: the rows are staged in parts of
 * RESTORE_PART_ROWS (public.restore_parts, the user's own), then apply_restore writes them a
 * slice a call. A failure leaves the user's data as it was (the server writes back what they had)
 * and throws a RestoreError with the Romanian text. Cut off (a closed tab, the network), the
 * restore stays under way on the server: restoreUnderWay finds it and applyStagedRestore goes on.
 */
export async function restoreBackup(
  backup: BackupFile,
  mode: RestoreMode,
  onProgress: (percent: number, undoing: boolean) => void = () => undefined,
): Promise<BackupCounts> {
  const supabase = getSupabase();
  const uploadId = crypto.randomUUID();
  const parts = BACKUP_TABLES.flatMap((table) => {
    const rows = backup.tables[table].rows;
    return Array.from({ length: Math.ceil(rows.length / RESTORE_PART_ROWS) }, (_, i) => ({
      kind: table,
      rows: rows.slice(i * RESTORE_PART_ROWS, (i + 1) * RESTORE_PART_ROWS),
    }));
  });
  try {
    onProgress(0, false);
    // Parts left by a restore that never began expire on the server; another restore of the
    // same user (another window) may be staging now, so its parts are not this one's to delete.
    for (const [part, { kind, rows }] of parts.entries()) {
      const { error } = await supabase.from('restore_parts').insert({ upload_id: uploadId, part, kind, rows });
      if (error) throw new RestoreError(restoreErrorMessage(error));
      onProgress(Math.round(((part + 1) / parts.length) * STAGING_SHARE), false);
    }
    const counts = await applyStagedRestore(uploadId, mode, (percent, undoing) =>
      onProgress(STAGING_SHARE + Math.round((percent * (100 - STAGING_SHARE)) / 100), undoing),
    );
    onProgress(100, false);
    return counts;
  } catch (error) {
    // The server keeps the parts of a restore under way (its policy refuses their deletion).
    await supabase.from('restore_parts').delete().eq('upload_id', uploadId).then(
      () => undefined,
      () => undefined,
    );
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(restoreErrorMessage({ message: error instanceof Error ? error.message : String(error) }));
  }
}
