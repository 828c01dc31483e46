import { findHeader, isSummaryRow, rawOf, readUnderHeader, type CsvHeader, type CsvRecord } from '../csv';
import { readDate } from '../dates';
import { addEntry, emptyResult, readDebitCredit } from '../rows';
import type { Layout } from './layout';

/**
 * ING Bank România, Home'Bank → CSV: header `Data,,,Detalii tranzactie,,Debit,Credit`; dates with
 * Romanian month names ('23 martie 2018'); amounts quoted with a decimal comma ('"1.234,56"'). One
 * transaction spans several rows: the first holds the date, the details and the amount, the rows
 * after it only details (`Nr. card:`, `Terminal:`, `Beneficiar:`, `Ordonator:`, `Referinta:`).
 * The payee is the terminal, beneficiary or payer; the closing `Sold …` rows are left out.
 */

const isHeader = (cells: string[]): boolean =>
  cells[0] === 'data' && cells.includes('detalii tranzactie') && cells.includes('debit') && cells.includes('credit');

const PAYEE = /^(?:terminal|beneficiar|ordonator)\s*:\s*(.+)$/i;
const REFERENCE = /^referinta\s*:\s*(\S+)/i;

const readIngDate = (text: string): string | null => readDate(text, 'd month yyyy') ?? readDate(text, 'dd.mm.yyyy');

const parse = (header: CsvHeader) => {
  const result = emptyResult();
  const at = {
    date: 0,
    details: header.cells.indexOf('detalii tranzactie'),
    debit: header.cells.indexOf('debit'),
    credit: header.cells.indexOf('credit'),
  };
  /** The transaction being read: its first row, then every detail row after it. */
  let entry: CsvRecord[] = [];
  const finish = () => {
    const [first, ...more] = entry;
    entry = [];
    if (!first) return;
    const cell = (record: CsvRecord, index: number) => (record.cells[index] ?? '').trim();
    const details = [first, ...more].map((record) => cell(record, at.details)).filter((text) => text !== '');
    const { amount, amountText } = readDebitCredit(cell(first, at.debit), cell(first, at.credit), ',');
    const dateText = cell(first, at.date);
    addEntry(result, {
      line: first.line,
      raw: () => [first, ...more].map((record) => rawOf(record, header.delimiter)).join('\n'),
      date: readIngDate(dateText),
      dateText,
      amount,
      amountText,
      description: details.join('; '),
      payee: details.map((text) => PAYEE.exec(text)?.[1]).find(Boolean) ?? null,
      reference: details.map((text) => REFERENCE.exec(text)?.[1]).find(Boolean) ?? null,
    });
  };
  for (const record of readUnderHeader(header).slice(1)) {
    const date = (record.cells[at.date] ?? '').trim();
    const details = (record.cells[at.details] ?? '').trim();
    const hasAmount = [at.debit, at.credit].some((index) => (record.cells[index] ?? '').trim() !== '');
    if (date === '' && isSummaryRow(record.cells)) {
      finish();
    } else if (date === '' && !hasAmount && entry.length > 0) {
      if (details !== '') entry.push(record);
    } else {
      finish();
      entry = [record];
    }
  }
  finish();
  return result;
};

export const ingCsv: Layout = {
  id: 'ing-csv',
  label: "ING Home'Bank (CSV)",
  detect: (text) => findHeader(text, isHeader) !== null,
  parse: (text) => {
    const header = findHeader(text, isHeader);
    return header ? parse(header) : null;
  },
};
