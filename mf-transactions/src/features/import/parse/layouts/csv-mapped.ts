import type { CsvMapping } from '@buget/shared-domain/imports';
import { isSummaryRow, rawOf, readCsv } from '../csv';
import { readDate } from '../dates';
import { addEntry, emptyResult, readAmount, readDebitCredit, type LayoutResult } from '../rows';

/**
 * Any other CSV, read through the columns the user mapped (issue 25 point 2): the rows after the
 * header row; the date in the chosen format; one signed amount column ('-12,00', '(12,00)') or
 * debit and credit columns, with the chosen decimal mark. A row without a date that has no amount
 * or is a closing total ('Total', 'Sold final') is left out. Null when the header row is not in the file.
 */
export const parseMapped = (text: string, mapping: CsvMapping): LayoutResult | null => {
  const records = readCsv(text, mapping.delimiter);
  if (mapping.headerRow >= records.length) return null;
  const result = emptyResult();
  const mark = mapping.decimalSeparator;
  for (const record of records.slice(mapping.headerRow + 1)) {
    const cell = (index: number | null) => (index === null ? '' : (record.cells[index] ?? '').trim());
    const { amount, amountText } =
      mapping.amount === null
        ? readDebitCredit(cell(mapping.debit), cell(mapping.credit), mark)
        : { amount: readAmount(cell(mapping.amount), mark), amountText: cell(mapping.amount) };
    const dateText = cell(mapping.date);
    if (dateText === '' && (amount === null || isSummaryRow(record.cells))) continue;
    addEntry(result, {
      line: record.line,
      raw: () => rawOf(record, mapping.delimiter),
      date: readDate(dateText, mapping.dateFormat),
      dateText,
      amount,
      amountText,
      description: cell(mapping.description),
      payee: cell(mapping.payee),
      reference: cell(mapping.reference),
    });
  }
  return result;
};

export const CSV_MAPPED_LABEL = 'CSV cu coloane alese';
