import { categoryLabel, formatDisplayDate, formatMoney, type Currency, type TransactionRow, type TransactionTableColumn } from '@buget/shared-domain';
import { Button } from '@buget/shared-ui';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { FREQUENCY_LABELS, TYPE_LABELS } from '../labels';

export const COLUMN_LABELS: Record<TransactionTableColumn, string> = {
  type: 'Tip',
  amount: 'Sumă',
  currency: 'Monedă',
  category: 'Categorie',
  subcategory: 'Subcategorie',
  date: 'Dată',
  recurring: 'Recurentă',
  frequency: 'Frecvență',
  description: 'Descriere',
  runningBalance: 'Sold cumulat',
  actions: 'Acțiuni',
};

/** Columns the server sorts by (list_transactions sort_by). */
export const SORTABLE: Partial<Record<TransactionTableColumn, 'date' | 'amount' | 'category' | 'type'>> = {
  type: 'type',
  amount: 'amount',
  category: 'category',
  date: 'date',
};

export type RowActions = { onEdit: (row: TransactionRow) => void; onDelete: (row: TransactionRow) => void };

const money = (amount: number, currency: string | undefined) => formatMoney(amount, (currency ?? 'RON') as Currency);
const sign = (row: TransactionRow) => (row.type === 'INCOME' ? '+' : '−');

export const amountText = (row: TransactionRow) => `${sign(row)}${money(row.amount, row.currency)}`;
export const balanceClass = (value: number) => (Math.round(value) > 0 ? 'tx-money--pos' : Math.round(value) < 0 ? 'tx-money--neg' : 'tx-money--zero');

const helper = createColumnHelper<TransactionRow>();

/** The eleven columns of spec point 3, in its order; ids are TRANSACTION_TABLE_COLUMNS. */
export function buildColumns(actions: RowActions): ColumnDef<TransactionRow, unknown>[] {
  return [
    helper.accessor('type', {
      id: 'type',
      header: COLUMN_LABELS.type,
      cell: (c) => <span className={`tx-type tx-type--${c.row.original.type.toLowerCase()}`}>{TYPE_LABELS[c.row.original.type]}</span>,
    }),
    helper.accessor('amount', {
      id: 'amount',
      header: COLUMN_LABELS.amount,
      cell: (c) => <span className={`tx-amount tx-amount--${c.row.original.type.toLowerCase()}`}>{amountText(c.row.original)}</span>,
    }),
    helper.accessor((r) => r.currency ?? 'RON', { id: 'currency', header: COLUMN_LABELS.currency }),
    helper.accessor('category', { id: 'category', header: COLUMN_LABELS.category, cell: (c) => categoryLabel(c.row.original.category) }),
    helper.accessor((r) => r.subcategory ?? '—', { id: 'subcategory', header: COLUMN_LABELS.subcategory }),
    helper.accessor('date', { id: 'date', header: COLUMN_LABELS.date, cell: (c) => formatDisplayDate(c.row.original.date) }),
    helper.accessor((r) => (r.recurring ? 'Da' : 'Nu'), { id: 'recurring', header: COLUMN_LABELS.recurring }),
    helper.accessor((r) => FREQUENCY_LABELS[r.frequency ?? 'NONE'], { id: 'frequency', header: COLUMN_LABELS.frequency }),
    helper.accessor((r) => r.description ?? '', {
      id: 'description',
      header: COLUMN_LABELS.description,
      cell: (c) => <span className="tx-description" title={c.row.original.description ?? undefined}>{c.row.original.description ?? '—'}</span>,
    }),
    helper.accessor('running_balance', {
      id: 'runningBalance',
      header: COLUMN_LABELS.runningBalance,
      cell: (c) => <span className={balanceClass(c.row.original.running_balance)}>{money(c.row.original.running_balance, 'RON')}</span>,
    }),
    helper.display({
      id: 'actions',
      header: COLUMN_LABELS.actions,
      cell: (c) => <RowButtons row={c.row.original} actions={actions} />,
    }),
  ] as ColumnDef<TransactionRow, unknown>[];
}

export function RowButtons({ row, actions }: { row: TransactionRow; actions: RowActions }) {
  const what = `${TYPE_LABELS[row.type].toLowerCase()} din ${formatDisplayDate(row.date)}`;
  return (
    <span className="tx-row-actions">
      <Button size="sm" variant="ghost" aria-label={`Editează ${what}`} onClick={() => actions.onEdit(row)}>
        Editează
      </Button>
      <Button size="sm" variant="ghost" className="tx-delete" aria-label={`Șterge ${what}`} onClick={() => actions.onDelete(row)}>
        Șterge
      </Button>
    </span>
  );
}
