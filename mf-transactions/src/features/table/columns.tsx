import { categoryLabel } from '@buget/shared-domain/categories';
import { formatDisplayDate } from '@buget/shared-domain/settings';
import { realDiffersFromPlan, rowAccountText, rowAmounts, rowStatus, type TransactionRow } from '@buget/shared-domain/transactions';
import { formatMoney, formatSignedMoney } from '@buget/shared-domain/rules';
import type { Currency } from '@buget/shared-domain/constants';
import { Button, IconEdit, IconLock, IconRefresh, IconTrash } from '@buget/shared-ui/components';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { FREQUENCY_LABELS, STATUS_LABELS, TYPE_LABELS } from '../labels';
import type { TableColumn } from './column-ids';

export const COLUMN_LABELS: Record<TableColumn, string> = {
  type: 'Tip',
  amount: 'Sumă',
  currency: 'Monedă',
  account: 'Cont',
  category: 'Categorie',
  subcategory: 'Subcategorie',
  date: 'Dată',
  status: 'Stare',
  recurring: 'Recurentă',
  frequency: 'Frecvență',
  description: 'Descriere',
  runningBalance: 'Sold cumulat',
  actions: 'Acțiuni',
};

/**
 * Each column's width in the table's fixed layout (rem); the description takes what is left, and
 * never less than DESCRIPTION_MIN_REM: with more columns shown than fit, the box scrolls sideways.
 * The default columns fit the 1440 px screen with the sidebar open (issue 28 point 10).
 */
const COLUMN_WIDTH_REM: Record<Exclude<TableColumn, 'description'>, number> = {
  type: 6,
  amount: 8.5,
  currency: 4.5,
  account: 6.25,
  category: 9,
  subcategory: 8,
  date: 6.25,
  status: 7.25,
  recurring: 2.25,
  frequency: 6,
  runningBalance: 8,
  actions: 5.25,
};
const DESCRIPTION_MIN_REM = 12;

/** A column's width (rem), or undefined for the description (the rest of the row). */
export const columnWidthRem = (column: TableColumn): number | undefined => (column === 'description' ? undefined : COLUMN_WIDTH_REM[column]);

/** The narrowest the table may be with these columns shown (rem): below it the box scrolls sideways. */
export const tableMinWidthRem = (columns: readonly TableColumn[]): number =>
  columns.reduce((sum, column) => sum + (columnWidthRem(column) ?? DESCRIPTION_MIN_REM), 0);

/** Columns the server sorts by (list_transactions sort_by). */
export const SORTABLE: Partial<Record<TableColumn, 'date' | 'amount' | 'category' | 'type'>> = {
  type: 'type',
  amount: 'amount',
  category: 'category',
  date: 'date',
};

export type RowActions = { onEdit: (row: TransactionRow) => void; onDelete: (row: TransactionRow) => void };

/**
 * What a cell needs besides its row: the row actions, the accounts' names, and whether the
 * category cell also shows the subcategory (its own column hidden, as by default).
 */
export type CellContext = {
  actions: RowActions;
  accountNames: ReadonlyMap<string, string>;
  subcategoryBelow: boolean;
  /** The running balance is in it: every account's balance converted at the BNR rate of its day. */
  defaultCurrency: Currency;
};

const money = (amount: number, currency: string | undefined) => formatMoney(amount, (currency ?? 'RON') as Currency);
/** The amount as the list leads with it: the real one when done, else the plan; signed by type
 * (income in, spending and saving out; a transfer only moves money between the user's accounts). */
export const amountText = (row: TransactionRow) => {
  const { planned, real } = rowAmounts(row);
  const amount = real ?? planned;
  if (row.type === 'TRANSFER') return money(amount, row.currency);
  return formatSignedMoney(row.type === 'INCOME' ? amount : -amount, (row.currency ?? 'RON') as Currency);
};
export const balanceClass = (value: number) => (Math.round(value) > 0 ? 'tx-money--pos' : Math.round(value) < 0 ? 'tx-money--neg' : 'tx-money--zero');

/** The amount, and under it the plan when the real amount differs from it (a MODIFIED row). */
export function AmountCell({ row }: { row: TransactionRow }) {
  const amounts = rowAmounts(row);
  const kind = row.type.toLowerCase();
  if (!realDiffersFromPlan(amounts)) return <span className={`tx-amount tx-amount--${kind}`}>{amountText(row)}</span>;
  return (
    <span className="tx-amount-pair">
      <span className={`tx-amount tx-amount--${kind}`}>{amountText(row)}</span>
      <span className="bg-visually-hidden">, </span>
      <span className="tx-amount__plan">planificat {money(amounts.planned, row.currency)}</span>
    </span>
  );
}

/** The category; with the subcategory column hidden, the row's subcategory under it (as the plan under an amount). */
function CategoryCell({ row, subcategoryBelow }: { row: TransactionRow; subcategoryBelow: boolean }) {
  const category = categoryLabel(row.category);
  if (!subcategoryBelow || !row.subcategory) return <span title={category}>{category}</span>;
  return (
    <span className="tx-category-pair" title={`${category} › ${row.subcategory}`}>
      <span className="tx-category-pair__main">{category}</span>
      <span className="bg-visually-hidden"> › </span>
      <span className="tx-category-pair__sub">{row.subcategory}</span>
    </span>
  );
}

export const TypeBadge = ({ row }: { row: TransactionRow }) => <span className={`tx-type tx-type--${row.type.toLowerCase()}`}>{TYPE_LABELS[row.type]}</span>;

/** A row's status; a reconciled one (issue 26 point 4) also gets a lock, as YNAB marks them. */
export function StatusBadge({ row }: { row: TransactionRow }) {
  const status = rowStatus(row);
  const badge = <span className={`tx-status tx-status--${status.toLowerCase()}`}>{STATUS_LABELS[status]}</span>;
  if (!row.reconciled_at) return badge;
  return (
    <span className="tx-status-line">
      {badge}
      <span className="tx-reconciled" role="img" aria-label={RECONCILED_LABEL} title={RECONCILED_LABEL} data-testid="reconciled-mark">
        <IconLock size={14} />
      </span>
    </span>
  );
}

const RECONCILED_LABEL = 'Reconciliată cu soldul băncii';

/**
 * A recurring row's icon, named with its frequency for screen readers and in its tooltip
 * ('Recurentă: lunar'); the frequency column is hidden by default. A one-off row reads 'Nu'.
 */
function RecurringMark({ row }: { row: TransactionRow }) {
  if (!row.recurring) return <span className="bg-visually-hidden">Nu</span>;
  const frequency = row.frequency && row.frequency !== 'NONE' ? `: ${FREQUENCY_LABELS[row.frequency].toLowerCase()}` : '';
  const label = `${COLUMN_LABELS.recurring}${frequency}`;
  return (
    <span className="tx-recurring" role="img" aria-label={label} title={label}>
      <IconRefresh size={16} />
    </span>
  );
}

/** The recurring column's narrow header: the icon, its name for screen readers and as a tooltip. */
const recurringHeader = () => (
  <span className="tx-recurring-header" title={COLUMN_LABELS.recurring}>
    <IconRefresh size={16} />
    <span className="bg-visually-hidden">{COLUMN_LABELS.recurring}</span>
  </span>
);

const helper = createColumnHelper<TransactionRow>();

/**
 * One cell's content. The table renders rows through this (memoised per row), not through
 * TanStack's per-cell contexts, so a scroll step costs only the rows that come into view.
 */
export function renderCell(id: TableColumn, row: TransactionRow, { actions, accountNames, subcategoryBelow, defaultCurrency }: CellContext): ReactNode {
  switch (id) {
    case 'type':
      return <TypeBadge row={row} />;
    case 'amount':
      return <AmountCell row={row} />;
    case 'currency':
      return row.currency ?? 'RON';
    case 'account': {
      const text = rowAccountText(row, accountNames);
      return <span title={text}>{text}</span>;
    }
    case 'category':
      return row.type === 'TRANSFER' ? '—' : <CategoryCell row={row} subcategoryBelow={subcategoryBelow} />;
    case 'subcategory':
      return row.subcategory ? <span title={row.subcategory}>{row.subcategory}</span> : '—';
    case 'date':
      return formatDisplayDate(row.date);
    case 'status':
      return <StatusBadge row={row} />;
    case 'recurring':
      return <RecurringMark row={row} />;
    case 'frequency':
      return FREQUENCY_LABELS[row.frequency ?? 'NONE'];
    case 'description':
      return <span className="tx-description" title={row.description ?? undefined}>{row.description ?? '—'}</span>;
    case 'runningBalance':
      return <span className={balanceClass(row.running_balance)}>{formatMoney(row.running_balance, defaultCurrency)}</span>;
    case 'actions':
      return <RowButtons row={row} actions={actions} compact />;
  }
}

/** Spec point 3's eleven columns and issue 22's account and status; ids are TABLE_COLUMNS. */
export function buildColumns(context: CellContext): ColumnDef<TransactionRow, unknown>[] {
  const cell = (id: TableColumn) => (c: { row: { original: TransactionRow } }) => renderCell(id, c.row.original, context);
  return [
    helper.accessor('type', { id: 'type', header: COLUMN_LABELS.type, cell: cell('type') }),
    helper.accessor('amount', { id: 'amount', header: COLUMN_LABELS.amount, cell: cell('amount') }),
    helper.accessor((r) => r.currency ?? 'RON', { id: 'currency', header: COLUMN_LABELS.currency, cell: cell('currency') }),
    helper.accessor((r) => rowAccountText(r, context.accountNames), { id: 'account', header: COLUMN_LABELS.account, cell: cell('account') }),
    helper.accessor('category', { id: 'category', header: COLUMN_LABELS.category, cell: cell('category') }),
    helper.accessor((r) => r.subcategory ?? '—', { id: 'subcategory', header: COLUMN_LABELS.subcategory, cell: cell('subcategory') }),
    helper.accessor('date', { id: 'date', header: COLUMN_LABELS.date, cell: cell('date') }),
    helper.accessor((r) => rowStatus(r), { id: 'status', header: COLUMN_LABELS.status, cell: cell('status') }),
    helper.accessor((r) => (r.recurring ? 'Da' : 'Nu'), { id: 'recurring', header: recurringHeader, cell: cell('recurring') }),
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
