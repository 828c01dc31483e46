import { formatDisplayDate } from '@buget/shared-domain/settings';
import { CSV_BOM, csvLine, csvNumberText, csvTextCell } from '@buget/shared-domain/transactions';
import { EXPORT_COLUMNS, toExportRecord, type ExportContext, type ExportRecord, type ExportWriter } from './export-record';

/** One cell as written: a number bare (a negative amount stays a number), any text through csvTextCell. */
const csvCell = (record: ExportRecord, column: (typeof EXPORT_COLUMNS)[number], context: ExportContext): string => {
  const value = record[column.key];
  if (value === null) return '';
  if (typeof value === 'number') return csvNumberText(value);
  if (typeof value === 'boolean') return value ? 'Da' : 'Nu';
  return csvTextCell(column.kind === 'date' ? formatDisplayDate(value, context.dateFormat) : value);
};

/**
 * CSV as Romanian Excel opens it with a double click (issue 22 point 9): UTF-8 with a BOM, ';'
 * between cells, decimal commas without thousands separators, dates in the person's date format,
 * CRLF, the header on the first line; text that would be a formula is kept as text (issue 24
 * point 8). The report title names the file instead (exportFileName).
 */
export function csvWriter(context: ExportContext): ExportWriter {
  return {
    mime: 'text/csv;charset=utf-8',
    start: () => [CSV_BOM, csvLine(EXPORT_COLUMNS.map((c) => csvTextCell(c.header)))],
    page: (rows) => [rows.map((row) => csvLine(EXPORT_COLUMNS.map((c) => csvCell(toExportRecord(row, context), c, context)))).join('')],
    finish: () => [],
  };
}

/** JSON: { title?, exportedAt, transactions: [...] }, written as a stream of array items; amounts are numbers, dates YYYY-MM-DD. */
export function jsonWriter(context: ExportContext, now: Date = new Date()): ExportWriter {
  let first = true;
  return {
    mime: 'application/json',
    start: (title) => [`{${title ? `"title":${JSON.stringify(title)},` : ''}"exportedAt":${JSON.stringify(now.toISOString())},"transactions":[`],
    page: (rows) => {
      const parts = rows.map((row) => {
        const text = (first ? '\n' : ',\n') + JSON.stringify(toExportRecord(row, context));
        first = false;
        return text;
      });
      return [parts.join('')];
    },
    finish: () => ['\n]}\n'],
  };
}
