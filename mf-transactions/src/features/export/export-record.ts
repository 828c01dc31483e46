import { categoryLabel } from '@buget/shared-domain/categories';
import { rowAmounts, rowStatus, type TransactionRow } from '@buget/shared-domain/transactions';
import type { DateFormat } from '@buget/shared-domain/schemas';
import { FREQUENCY_LABELS, STATUS_LABELS, TYPE_LABELS } from '../labels';

/** A writer gets pages one after another and hands back Blob parts; nothing keeps the rows. */
export interface ExportWriter {
  start(title: string | undefined): BlobPart[];
  page(rows: readonly TransactionRow[]): BlobPart[];
  finish(): BlobPart[];
  mime: string;
}

/** What every writer needs besides the rows: how the person reads dates, and the accounts' names. */
export type ExportContext = { dateFormat: DateFormat; accountNames: ReadonlyMap<string, string> };

/** One exported transaction (issue 22 point 9): its account, status, planned and real amount. */
export type ExportRecord = {
  date: string;
  type: string;
  account: string;
  /** A transfer's other end, or the savings or investment account a saving went to. */
  toAccount: string;
  category: string;
  subcategory: string;
  description: string;
  status: string;
  plannedAmount: number;
  /** What really happened; null while planned or postponed. */
  realAmount: number | null;
  currency: string;
  /** What a transfer or saving added to its to-account, in that account's currency (issue 26 point 2); null otherwise. */
  receivedAmount: number | null;
  receivedCurrency: string;
  recurring: boolean;
  frequency: string;
  runningBalance: number;
  /** Found agreeing with the bank by a reconciliation of its account (issue 26 point 4). */
  reconciled: boolean;
  id: string;
};

type Column = { key: keyof ExportRecord; header: string; kind: 'text' | 'date' | 'money' | 'boolean'; width: number };

/** The exported columns in order, each with its header and, for Excel, its kind and width (characters). */
export const EXPORT_COLUMNS: readonly Column[] = [
  { key: 'date', header: 'Dată', kind: 'date', width: 12 },
  { key: 'type', header: 'Tip', kind: 'text', width: 12 },
  { key: 'account', header: 'Cont', kind: 'text', width: 18 },
  { key: 'toAccount', header: 'Către contul', kind: 'text', width: 16 },
  { key: 'category', header: 'Categorie', kind: 'text', width: 20 },
  { key: 'subcategory', header: 'Subcategorie', kind: 'text', width: 20 },
  { key: 'description', header: 'Descriere', kind: 'text', width: 40 },
  { key: 'status', header: 'Stare', kind: 'text', width: 13 },
  { key: 'plannedAmount', header: 'Sumă planificată', kind: 'money', width: 17 },
  { key: 'realAmount', header: 'Sumă reală', kind: 'money', width: 14 },
  { key: 'currency', header: 'Monedă', kind: 'text', width: 9 },
  { key: 'receivedAmount', header: 'Sumă primită', kind: 'money', width: 14 },
  { key: 'receivedCurrency', header: 'Monedă primită', kind: 'text', width: 9 },
  { key: 'recurring', header: 'Recurentă', kind: 'boolean', width: 11 },
  { key: 'frequency', header: 'Frecvență', kind: 'text', width: 12 },
  { key: 'runningBalance', header: 'Sold cumulat', kind: 'money', width: 15 },
  { key: 'reconciled', header: 'Reconciliată', kind: 'boolean', width: 13 },
  { key: 'id', header: 'ID', kind: 'text', width: 38 },
];

const accountName = (id: string | null, names: ReadonlyMap<string, string>): string => (id ? (names.get(id) ?? '') : '');

/** A table row → one exported record: Romanian labels, account names, numbers as numbers, the date as stored. */
export const toExportRecord = (row: TransactionRow, { accountNames }: Pick<ExportContext, 'accountNames'>): ExportRecord => {
  const { planned, real } = rowAmounts(row);
  return {
    date: row.date,
    type: TYPE_LABELS[row.type],
    account: accountName(row.account_id, accountNames),
    toAccount: accountName(row.to_account_id, accountNames),
    category: row.type === 'TRANSFER' ? '' : categoryLabel(row.category),
    subcategory: row.subcategory ?? '',
    description: row.description ?? '',
    status: STATUS_LABELS[rowStatus(row)],
    plannedAmount: planned,
    realAmount: real,
    currency: row.currency ?? 'RON',
    receivedAmount: row.to_amount ?? null,
    receivedCurrency: row.to_currency ?? '',
    recurring: row.recurring ?? false,
    frequency: FREQUENCY_LABELS[row.frequency ?? 'NONE'],
    runningBalance: row.running_balance,
    reconciled: Boolean(row.reconciled_at),
    id: row.id,
  };
};
