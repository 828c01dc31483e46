import { findHeader, isSummaryRow, rawOf, readUnderHeader, type CsvHeader } from '../csv';
import { readDate } from '../dates';
import { addEntry, emptyResult, readDebitCredit } from '../rows';
import type { Layout } from './layout';

/**
 * Banca Transilvania, BT24 "Căutare tranzacții" → CSV: about ten lines of preamble, then
 * `Data tranzactie,Data valuta,Descriere,Referinta tranzactiei,Debit,Credit,Sold contabil`; dates
 * yyyy-mm-dd, a dot decimal, debit and credit apart; `Descriere` packs fields separated by ';', the
 * payee second. Closing lines (`Sold final`, `Rulaj total`) have no date and are left out.
 */

const COLUMNS = {
  date: 'data tranzactie',
  valueDate: 'data valuta',
  description: 'descriere',
  reference: 'referinta tranzactiei',
  debit: 'debit',
  credit: 'credit',
} as const;

const isHeader = (cells: string[]): boolean =>
  [COLUMNS.date, COLUMNS.description, COLUMNS.debit, COLUMNS.credit].every((name) => cells.includes(name));

/** The day BT writes: yyyy-mm-dd, or dd.mm.yyyy / dd/mm/yyyy in other exports of the same screen. */
const readBtDate = (text: string): string | null =>
  readDate(text, 'yyyy-mm-dd') ?? readDate(text, 'dd.mm.yyyy') ?? readDate(text, 'dd/mm/yyyy');

const parse = (header: CsvHeader) => {
  const result = emptyResult();
  const column = (name: string) => header.cells.indexOf(name);
  const at = {
    date: column(COLUMNS.date),
    valueDate: column(COLUMNS.valueDate),
    description: column(COLUMNS.description),
    reference: column(COLUMNS.reference),
    debit: column(COLUMNS.debit),
    credit: column(COLUMNS.credit),
  };
  for (const record of readUnderHeader(header).slice(1)) {
    const cell = (index: number) => (index < 0 ? '' : (record.cells[index] ?? '').trim());
    const description = cell(at.description);
    const dateText = cell(at.date) || cell(at.valueDate);
    const { amount, amountText } = readDebitCredit(cell(at.debit), cell(at.credit), '.');
    if (dateText === '' && (amount === null || isSummaryRow(record.cells))) continue;
    addEntry(result, {
      line: record.line,
      raw: () => rawOf(record, header.delimiter),
      date: readBtDate(dateText),
      dateText,
      amount,
      amountText,
      description,
      payee: description.split(';')[1] ?? null,
      reference: cell(at.reference),
    });
  }
  return result;
};

export const btCsv: Layout = {
  id: 'bt-csv',
  label: 'Banca Transilvania (CSV)',
  detect: (text) => findHeader(text, isHeader) !== null,
  parse: (text) => {
    const header = findHeader(text, isHeader);
    return header ? parse(header) : null;
  },
};
