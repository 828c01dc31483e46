import { parseSignedAmountText } from '@buget/shared-domain/rules';
import type { BankState, RefusedRow, StatementRow } from './types';
import { PARSE_MESSAGES as M } from './messages';
import { cleanOrNull, cleanText } from './text';

/** What a layout reads from a file's text. */
export interface LayoutResult {
  rows: StatementRow[];
  refused: RefusedRow[];
}

/** One entry as a layout read it, before it becomes a row or a refusal. */
export interface EntryDraft {
  line: number;
  /** The entry as the file wrote it, made only when it is refused. */
  raw: string | (() => string);
  /** yyyy-mm-dd, or null when it could not be read from dateText. */
  date: string | null;
  dateText: string;
  /** Signed (money out is negative); undefined when amountText could not be read, null when missing. */
  amount: number | null | undefined;
  amountText: string;
  description: string;
  payee?: string | null;
  reference?: string | null;
  state?: BankState;
  currency?: string | null;
}

/** The thousandth an amount is stored to (shared-domain AMOUNT.precision). */
const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * Adds an entry to the result: a row when its date and amount could be read, else a refusal with
 * the reason (the date first, then the amount). Income or expense comes from the amount's sign.
 */
export const addEntry = (result: LayoutResult, draft: EntryDraft): void => {
  const refuse = (reason: string) => result.refused.push({ line: draft.line, raw: typeof draft.raw === 'string' ? draft.raw : draft.raw(), reason });
  if (draft.date === null) return void refuse(M.dateUnreadable(draft.dateText.trim()));
  if (draft.amount === undefined) return void refuse(M.amountUnreadable(draft.amountText.trim()));
  if (draft.amount === null) return void refuse(M.amountMissing);
  const amount = round3(Math.abs(draft.amount));
  if (amount === 0) return void refuse(M.amountZero);
  result.rows.push({
    line: draft.line,
    date: draft.date,
    amount,
    type: draft.amount < 0 ? 'EXPENSE' : 'INCOME',
    description: cleanText(draft.description),
    payee: cleanOrNull(draft.payee),
    reference: cleanOrNull(draft.reference),
    state: draft.state ?? 'BOOKED',
    currency: cleanOrNull(draft.currency)?.toUpperCase() ?? null,
  });
};

/** A result to fill. */
export const emptyResult = (): LayoutResult => ({ rows: [], refused: [] });

/** An amount cell: its signed value, null when empty, undefined when it is not an amount. */
export const readAmount = (text: string | undefined, decimalMark: ',' | '.'): number | null | undefined => {
  if (text === undefined || text.trim() === '') return null;
  const read = parseSignedAmountText(text, decimalMark);
  return read.ok ? read.value : undefined;
};

/**
 * Debit and credit cells as one signed amount: a non-zero debit is money out, else the credit is
 * money in; with the text the amount was read from (or could not be).
 */
export const readDebitCredit = (
  debitText: string,
  creditText: string,
  decimalMark: ',' | '.',
): { amount: number | null | undefined; amountText: string } => {
  const debit = readAmount(debitText, decimalMark);
  const credit = readAmount(creditText, decimalMark);
  if (debit === undefined) return { amount: undefined, amountText: debitText };
  if (credit === undefined) return { amount: undefined, amountText: creditText };
  if (debit !== null && debit !== 0) return { amount: -Math.abs(debit), amountText: debitText };
  if (credit !== null) return { amount: Math.abs(credit), amountText: creditText };
  return { amount: debit, amountText: debitText };
};
