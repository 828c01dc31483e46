import { categoryLabel } from '@buget/shared-domain/categories';
import { formatDisplayDate, type TransactionRow } from '@buget/shared-domain/transactions';
import { formatMoney } from '@buget/shared-domain/rules';
import type { Currency, TransactionTableColumn } from '@buget/shared-domain/schemas';
import { Button, IconEdit, IconTrash } from '@buget/shared-ui/components';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
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

/**
 * One cell's content. The table renders rows through this (memoised per row), not through
 * TanStack's per-cell contexts, so a scroll step costs only the rows that come into view.
 */
export function renderCell(id: TransactionTableColumn, row: TransactionRow, actions: RowActions): ReactNode {
  switch (id) {
    case 'type':
      return <span className={`tx-type tx-type--${row.type.toLowerCase()}`}>{TYPE_LABELS[row.type]}</span>;
    case 'amount':
      return <span className={`tx-amount tx-amount--${row.type.toLowerCase()}`}>{amountText(row)}</span>;
    case 'currency':
      return row.currency ?? 'RON';
    case 'category':
      return categoryLabel(row.category);
    case 'subcategory':
      return row.subcategory ?? '—';
    case 'date':
      return formatDisplayDate(row.date);
    case 'recurring':
      return row.recurring ? 'Da' : 'Nu';
    case 'frequency':
      return FREQUENCY_LABELS[row.frequency ?? 'NONE'];
    case 'description':
      return <span className="tx-description" title={row.description ?? undefined}>{row.description ?? '—'}</span>;
    case 'runningBalance':
      return <span className={balanceClass(row.running_balance)}>{money(row.running_balance, 'RON')}</span>;
    case 'actions':
      return <RowButtons row={row} actions={actions} compact />;
  }
}

/** The eleven columns of spec point 3, in its order; ids are TRANSACTION_TABLE_COLUMNS. */
export function buildColumns(actions: RowActions): ColumnDef<TransactionRow, unknown>[] {
  const cell = (id: TransactionTableColumn) => (c: { row: { original: TransactionRow } }) => renderCell(id, c.row.original, actions);
  return [
    helper.accessor('type', { id: 'type', header: COLUMN_LABELS.type, cell: cell('type') }),
    helper.accessor('amount', { id: 'amount', header: COLUMN_LABELS.amount, cell: cell('amount') }),
    helper.accessor((r) => r.currency ?? 'RON', { id: 'currency', header: COLUMN_LABELS.currency, cell: cell('currency') }),
    helper.accessor('category', { id: 'category', header: COLUMN_LABELS.category, cell: cell('category') }),
    helper.accessor((r) => r.subcategory ?? '—', { id: 'subcategory', header: COLUMN_LABELS.subcategory, cell: cell('subcategory') }),
    helper.accessor('date', { id: 'date', header: COLUMN_LABELS.date, cell: cell('date') }),
    helper.accessor((r) => (r.recurring ? 'Da' : 'Nu'), { id: 'recurring', header: COLUMN_LABELS.recurring, cell: cell('recurring') }),
    helper.accessor((r) => FREQUENCY_LABELS[r.frequency ?? 'NONE'], { id: 'frequency', header: COLUMN_LABELS.frequency, cell: cell('frequency') }),
    helper.accessor((r) => r.description ?? '', { id: 'description', header: COLUMN_LABELS.description, cell: cell('description') }),
    helper.accessor('running_balance', { id: 'runningBalance', header: COLUMN_LABELS.runningBalance, cell: cell('runningBalance') }),
    helper.display({ id: 'actions', header: COLUMN_LABELS.actions, cell: cell('actions') }),
  ] as ColumnDef<TransactionRow, unknown>[];
}

type RowButtonsProps = {
  row: TransactionRow;
  actions: RowActions;
  /** Icons only (the table's narrow pinned column); cards keep the words. */
  compact?: boolean;
};

export function RowButtons({ row, actions, compact = false }: RowButtonsProps) {
  const what = `${TYPE_LABELS[row.type].toLowerCase()} din ${formatDisplayDate(row.date)}`;
  const edit = () => actions.onEdit(row);
  const remove = () => actions.onDelete(row);
  if (compact) {
    return (
      <span className="tx-row-actions">
        <Button size="sm" variant="ghost" iconOnly icon={<IconEdit />} aria-label={`Editează ${what}`} title="Editează" onClick={edit} />
        <Button size="sm" variant="ghost" iconOnly icon={<IconTrash />} className="tx-delete" aria-label={`Șterge ${what}`} title="Șterge" onClick={remove} />
      </span>
    );
  }
  return (
    <span className="tx-row-actions">
      <Button size="sm" variant="ghost" icon={<IconEdit />} aria-label={`Editează ${what}`} onClick={edit}>
        Editează
      </Button>
      <Button size="sm" variant="ghost" icon={<IconTrash />} className="tx-delete" aria-label={`Șterge ${what}`} onClick={remove}>
        Șterge
      </Button>
    </span>
  );
}
