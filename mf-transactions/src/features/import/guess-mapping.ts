import { foldText } from '@buget/shared-domain/rules';
import type { CsvMapping } from '@buget/shared-domain/imports';
import type { CsvTable } from './parse/types';

const find = (header: readonly string[], words: readonly string[]): number | null => {
  const folded = header.map((cell) => foldText(cell).trim());
  const at = folded.findIndex((cell) => words.some((w) => cell.includes(w)));
  return at < 0 ? null : at;
};

/** The date format of a sample cell, when it is one of the mapping's. */
const dateFormatOf = (sample: string): CsvMapping['dateFormat'] => {
  const text = sample.trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) return 'yyyy-mm-dd';
  if (/^\d{1,2}\.\d{1,2}\.\d{4}/.test(text)) return 'dd.mm.yyyy';
  if (/^\d{1,2}\/\d{1,2}\/\d{4}/.test(text)) return 'dd/mm/yyyy';
  if (/^\d{1,2} [a-zăâîșț]+ \d{4}/i.test(text)) return 'd month yyyy';
  return 'dd.mm.yyyy';
};

/**
 * A first mapping for a CSV no bank layout fits (issue 25 point 2), from its header's words
 * (Romanian and English) and its first data row: the user checks and corrects it.
 */
export function guessMapping(table: CsvTable): CsvMapping {
  const header = table.rows[0] ?? [];
  const sample = table.rows[1] ?? [];
  const date = find(header, ['data', 'date']) ?? 0;
  const debit = find(header, ['debit']);
  const credit = find(header, ['credit']);
  const amount = debit !== null && credit !== null ? null : (find(header, ['suma', 'amount', 'valoare', 'importul']) ?? null);
  const description = find(header, ['descriere', 'detalii', 'description', 'explicatii', 'mentiuni']) ?? (header.length > 1 ? 1 : 0);
  const amountSample = sample[amount ?? debit ?? credit ?? -1] ?? '';
  return {
    delimiter: table.delimiter as CsvMapping['delimiter'],
    headerRow: 0,
    encoding: table.encoding,
    date,
    dateFormat: dateFormatOf(sample[date] ?? ''),
    amount: amount ?? (debit === null || credit === null ? (header.length > 2 ? 2 : null) : null),
    debit: amount === null ? debit : null,
    credit: amount === null ? credit : null,
    // "1.234,56" or "12,50": a comma after the last dot is the decimal mark.
    decimalSeparator: /,\d{1,2}$/.test(amountSample.trim()) ? ',' : '.',
    description,
    payee: find(header, ['beneficiar', 'payee', 'ordonator', 'partener', 'counterparty']),
    reference: find(header, ['referinta', 'reference', 'ref']),
  };
}
