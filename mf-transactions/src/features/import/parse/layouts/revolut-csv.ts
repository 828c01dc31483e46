import { findHeader, rawOf, readUnderHeader, type CsvHeader } from '../csv';
import { readDate } from '../dates';
import { PARSE_MESSAGES as M } from '../messages';
import { addEntry, emptyResult, readAmount } from '../rows';
import type { BankState } from '../types';
import type { Layout } from './layout';

/**
 * Revolut, app → statement → CSV: `Type,Product,Started Date,Completed Date,Description,Amount,
 * Fee,Currency,State,Balance`; timestamps 'YYYY-MM-DD HH:MM:SS', a dot decimal, spending negative.
 * What left or reached the account is the amount less the fee (an expense's amount includes its
 * fee). `Completed Date` is empty while pending: then the start date. `Type` is written
 * 'CARD_PAYMENT' or 'Card Payment'; a card payment's description is the merchant (the payee).
 */

const COLUMNS = ['type', 'started date', 'completed date', 'description', 'amount', 'fee', 'currency', 'state'] as const;

const isHeader = (cells: string[]): boolean => COLUMNS.every((name) => cells.includes(name));

const STATES: Record<string, BankState> = {
  COMPLETED: 'BOOKED',
  PENDING: 'PENDING',
  REVERTED: 'REVERTED',
  DECLINED: 'DECLINED',
};

/** 'Card Payment' and 'CARD_PAYMENT' alike. */
const typeCode = (text: string): string => text.trim().toUpperCase().replace(/\s+/g, '_');

const parse = (header: CsvHeader) => {
  const result = emptyResult();
  const at = Object.fromEntries(COLUMNS.map((name) => [name, header.cells.indexOf(name)])) as Record<(typeof COLUMNS)[number], number>;
  for (const record of readUnderHeader(header).slice(1)) {
    const cell = (name: (typeof COLUMNS)[number]) => (record.cells[at[name]] ?? '').trim();
    const raw = () => rawOf(record, header.delimiter);
    const stateText = cell('state');
    const state = STATES[stateText.toUpperCase()];
    if (!state) {
      result.refused.push({ line: record.line, raw: raw(), reason: M.stateUnknown(stateText) });
      continue;
    }
    const amount = readAmount(cell('amount'), '.');
    const fee = readAmount(cell('fee'), '.');
    const signed = amount === undefined || fee === undefined ? undefined : amount === null ? null : amount - Math.abs(fee ?? 0);
    const dateText = cell('completed date') || cell('started date');
    const description = cell('description');
    addEntry(result, {
      line: record.line,
      raw,
      date: readDate(dateText, 'yyyy-mm-dd'),
      dateText,
      amount: signed,
      amountText: amount !== undefined && fee === undefined ? cell('fee') : cell('amount'),
      description,
      payee: typeCode(cell('type')) === 'CARD_PAYMENT' ? description : null,
      state,
      currency: cell('currency'),
    });
  }
  return result;
};

export const revolutCsv: Layout = {
  id: 'revolut-csv',
  label: 'Revolut (CSV)',
  detect: (text) => findHeader(text, isHeader) !== null,
  parse: (text) => {
    const header = findHeader(text, isHeader);
    return header ? parse(header) : null;
  },
};
