import {
  ERROR_MESSAGES,
  exportProgress,
  listTransactions,
  MEMORY_THRESHOLD,
  transactionListFiltersSchema,
  type ExportFormat,
  type TransactionListFilters,
} from '@buget/shared-domain';
import { csvWriter, jsonWriter, xlsxWriter, type ExportWriter } from './writers';

export type ExportScope =
  | { kind: 'filtered' }
  | { kind: 'year'; year: number }
  | { kind: 'month'; year: number; month: number }
  | { kind: 'category'; category: string }
  | { kind: 'range'; from: string; to: string };

/** Rows per request: well under the 10,000 memory threshold, few enough round trips. */
export const EXPORT_PAGE_SIZE = Math.min(5000, MEMORY_THRESHOLD);
/** An export that runs longer than this stops with the timeout text of spec point 8. */
export const EXPORT_TIMEOUT_MS = 5 * 60_000;

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The scope the user picked → the list query the export pages through. */
export function scopeToFilters(scope: ExportScope, current: TransactionListFilters): TransactionListFilters {
  const base = transactionListFiltersSchema.parse({ sortBy: 'date', sortDirection: 'asc' });
  switch (scope.kind) {
    case 'filtered':
      return { ...current, offset: 0 };
    case 'year':
      return { ...base, dateFrom: `${scope.year}-01-01`, dateTo: `${scope.year}-12-31` };
    case 'month':
      return { ...base, dateFrom: `${scope.year}-${pad(scope.month)}-01`, dateTo: `${scope.year}-${pad(scope.month)}-${pad(lastDay(scope.year, scope.month))}` };
    case 'category':
      return { ...base, category: scope.category };
    case 'range':
      return { ...base, dateFrom: scope.from, dateTo: scope.to };
  }
}

export const writerFor = (format: ExportFormat): ExportWriter =>
  format === 'csv' ? csvWriter() : format === 'json' ? jsonWriter() : xlsxWriter();

/** How many rows an export would write (one row asked, the count comes with it). */
export async function countRows(filters: TransactionListFilters, signal?: AbortSignal): Promise<number> {
  const page = await listTransactions({ ...filters, offset: 0, limit: 1 }, signal);
  return page.total;
}

export class ExportError extends Error {}

/**
 * Fetches the set page by page and hands each page to the writer at once; only the writer's
 * output (Blob parts) is kept. Progress is reported in whole percent.
 */
export async function runExport(options: {
  filters: TransactionListFilters;
  format: ExportFormat;
  title?: string | undefined;
  total: number;
  signal: AbortSignal;
  onProgress: (percent: number) => void;
}): Promise<Blob> {
  const { filters, format, title, total, signal, onProgress } = options;
  const writer = writerFor(format);
  const parts: BlobPart[] = [...writer.start(title)];
  const started = Date.now();
  let done = 0;
  onProgress(0);
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    if (signal.aborted) throw new ExportError(ERROR_MESSAGES.EXPORT_ANULAT);
    if (Date.now() - started > EXPORT_TIMEOUT_MS) throw new ExportError(ERROR_MESSAGES.EXPORT_TIMEOUT);
    let rows;
    try {
      ({ rows } = await listTransactions({ ...filters, offset, limit: EXPORT_PAGE_SIZE }, signal));
    } catch (error) {
      if (signal.aborted) throw new ExportError(ERROR_MESSAGES.EXPORT_ANULAT);
      throw error;
    }
    if (rows.length === 0) break;
    parts.push(...writer.page(rows));
    done += rows.length;
    onProgress(exportProgress(done, Math.max(total, done)));
    if (rows.length < EXPORT_PAGE_SIZE) break;
  }
  parts.push(...writer.finish());
  onProgress(100);
  return new Blob(parts, { type: writer.mime });
}

export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
