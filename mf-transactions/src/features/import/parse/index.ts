import type { CsvMapping } from '@buget/shared-domain/imports';
import { CSV_MAPPED_LABEL, parseMapped } from './layouts/csv-mapped';
import { LAYOUTS } from './layouts';
import { PARSE_MESSAGES as M } from './messages';
import type { LayoutResult } from './rows';
import { csvTable } from './table';
import { decodeStatement } from './text';
import type { ParseOutcome, StatementFormat, StatementRow } from './types';

/** Each format's name as the preview shows it. */
export const STATEMENT_FORMAT_LABELS = Object.fromEntries([
  ...LAYOUTS.map((layout) => [layout.id, layout.label]),
  ['csv-mapped', CSV_MAPPED_LABEL],
]) as Record<StatementFormat, string>;

/** Control characters no text statement holds (tab, line feed and carriage return aside). */
const BINARY = /[\u0000-\u0008\u000E-\u001F]/;

/**
 * A reference the file gives more than one entry (BCR's MT940 gives a payment's fee the payment's
 * reference) is told apart on each of them by the entry's direction and amount, and its occurrence
 * among equal ones, so each stays one row and an import of the same file finds the same ones again.
 */
const distinctReferences = (rows: StatementRow[]): StatementRow[] => {
  const uses = new Map<string, number>();
  for (const row of rows) if (row.reference) uses.set(row.reference, (uses.get(row.reference) ?? 0) + 1);
  const seen = new Map<string, number>();
  return rows.map((row) => {
    if (!row.reference || (uses.get(row.reference) ?? 0) < 2) return row;
    const qualified = `${row.reference}/${row.type === 'EXPENSE' ? 'D' : 'C'}${row.amount}`;
    const occurrence = (seen.get(qualified) ?? 0) + 1;
    seen.set(qualified, occurrence);
    return { ...row, reference: occurrence === 1 ? qualified : `${qualified}/${occurrence}` };
  });
};

const parsed = (format: StatementFormat, { rows, refused }: LayoutResult): ParseOutcome => ({
  kind: 'parsed',
  statement: { format, formatLabel: STATEMENT_FORMAT_LABELS[format], rows: distinctReferences(rows), refused },
});

/**
 * A bank statement file's bytes read into rows (issue 25 points 1, 2 and 8). The format comes from
 * the content, never the file name: each layout in layouts/index.ts is asked in turn; a CSV none of
 * them fits needs a column mapping, and with one it is read as 'csv-mapped'. Size limits are the
 * caller's (MAX_STATEMENT_BYTES).
 */
export const parseStatement = (bytes: Uint8Array, options: { mapping?: CsvMapping } = {}): ParseOutcome => {
  const { mapping } = options;
  const { text: decoded, encoding } = decodeStatement(bytes, mapping?.encoding);
  const text = decoded.replace(/^\uFEFF/, '');
  if (text.trim() === '') return { kind: 'error', message: M.empty };
  if (BINARY.test(text.slice(0, 4096))) return { kind: 'error', message: M.unknown };
  if (mapping) {
    const result = parseMapped(text, mapping);
    return result ? parsed('csv-mapped', result) : { kind: 'error', message: M.headerRowMissing };
  }
  const layout = LAYOUTS.find((candidate) => candidate.detect(text));
  if (layout) {
    const result = layout.parse(text);
    return result ? parsed(layout.id, result) : { kind: 'error', message: M.damaged(layout.label) };
  }
  const table = csvTable(text, encoding);
  return table ? { kind: 'needs-mapping', table } : { kind: 'error', message: M.unknown };
};
