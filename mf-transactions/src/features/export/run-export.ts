import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { exportProgress, exportTransactionsPage, listTransactions, transactionListFiltersSchema, type ExportCursor, type TransactionListFilters, type TransactionRow } from '@buget/shared-domain/transactions';
import { MEMORY_THRESHOLD } from '@buget/shared-domain/constants';
import type { ExportFormat } from '@buget/shared-domain/schemas';
import type { ExportContext, ExportWriter } from './export-record';
import { csvWriter, jsonWriter } from './writers';
import { xlsxWriter } from './xlsx-writer';

export type ExportScope =
  | { kind: 'filtered' }
  | { kind: 'year'; year: number }
  | { kind: 'month'; year: number; month: number }
  | { kind: 'category'; category: string }
  | { kind: 'range'; from: string; to: string };

/** Rows per request: the 10,000 memory threshold of spec point 9, so few round trips. */
export const EXPORT_PAGE_SIZE = MEMORY_THRESHOLD;
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

export const writerFor = (format: ExportFormat, context: ExportContext): ExportWriter =>
  format === 'csv' ? csvWriter(context) : format === 'json' ? jsonWriter(context) : xlsxWriter(context);

/** How many rows an export would write (one row asked, the count comes with it). */
export async function countRows(filters: TransactionListFilters, signal?: AbortSignal): Promise<number> {
  const page = await listTransactions({ ...filters, offset: 0, limit: 1 }, signal);
  return page.total;
}

export class ExportError extends Error {}

type Page = { rows: TransactionRow[]; next: ExportCursor | null };

/**
 * Fetches the set page by page and hands each page to the writer at once; only the writer's
 * output (Blob parts) is kept. The next page is asked for before the current one is written, so
 * at most two pages are held. Progress is reported in whole percent.
 */
export async function runExport(options: {
  filters: TransactionListFilters;
  format: ExportFormat;
  context: ExportContext;
  title?: string | undefined;
  total: number;
  signal: AbortSignal;
  onProgress: (percent: number) => void;
  pageSize?: number;
}): Promise<Blob> {
  const { filters, format, context, title, total, signal, onProgress, pageSize = EXPORT_PAGE_SIZE } = options;
  const writer = writerFor(format, context);
  const parts: BlobPart[] = [...writer.start(title)];
  const started = Date.now();
  // The page after `after` (export_transactions' keyset); a failure once cancelled says so.
  const fetchPage = (after: ExportCursor | null): Promise<Page> =>
    exportTransactionsPage(filters, after, pageSize, signal).catch((error: unknown) => {
      throw signal.aborted ? new ExportError(ERROR_MESSAGES.EXPORT_ANULAT) : error;
    });
  let done = 0;
  onProgress(0);
  let pending: Promise<Page> | null = fetchPage(null);
  // A prefetched page that is never awaited (cancel, timeout) must not surface as unhandled.
  pending.catch(() => undefined);
  while (pending) {
    if (signal.aborted) throw new ExportError(ERROR_MESSAGES.EXPORT_ANULAT);
    if (Date.now() - started > EXPORT_TIMEOUT_MS) throw new ExportError(ERROR_MESSAGES.EXPORT_TIMEOUT);
    const { rows, next }: Page = await pending;
    pending = next ? fetchPage(next) : null;
    pending?.catch(() => undefined);
    if (rows.length === 0) break;
    parts.push(...writer.page(rows));
    done += rows.length;
    onProgress(exportProgress(done, Math.max(total, done)));
  }
  if (signal.aborted) throw new ExportError(ERROR_MESSAGES.EXPORT_ANULAT);
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
