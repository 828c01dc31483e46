import { STORAGE_KEYS } from '@buget/shared-domain/constants';
import { TRANSACTION_TABLE_COLUMNS, type TransactionTableColumn } from '@buget/shared-domain/schemas';

export type ColumnPrefs = { order: TransactionTableColumn[]; hidden: TransactionTableColumn[] };

export const DEFAULT_COLUMN_PREFS: ColumnPrefs = { order: [...TRANSACTION_TABLE_COLUMNS], hidden: [] };

const isColumn = (value: unknown): value is TransactionTableColumn =>
  typeof value === 'string' && (TRANSACTION_TABLE_COLUMNS as readonly string[]).includes(value);

/**
 * Stored prefs → usable prefs: unknown columns are dropped, columns added since are appended,
 * and the actions column can never be hidden (it is the only way to edit or delete).
 */
export function normalizeColumnPrefs(stored: unknown): ColumnPrefs {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_COLUMN_PREFS;
  const { order, hidden } = stored as { order?: unknown; hidden?: unknown };
  const known = Array.isArray(order) ? [...new Set(order.filter(isColumn))] : [];
  const full = [...known, ...TRANSACTION_TABLE_COLUMNS.filter((c) => !known.includes(c))];
  const hid = Array.isArray(hidden) ? [...new Set(hidden.filter(isColumn))].filter((c) => c !== 'actions') : [];
  return { order: full, hidden: hid };
}

export function loadColumnPrefs(): ColumnPrefs {
  try {
    const text = window.localStorage.getItem(STORAGE_KEYS.transactionColumns);
    return text ? normalizeColumnPrefs(JSON.parse(text)) : DEFAULT_COLUMN_PREFS;
  } catch {
    return DEFAULT_COLUMN_PREFS;
  }
}

export function saveColumnPrefs(prefs: ColumnPrefs): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.transactionColumns, JSON.stringify(prefs));
  } catch {
    // Storage full or blocked: the choice lasts for this visit only.
  }
}

/** Moves a column one place earlier (-1) or later (+1). */
export function moveColumn(prefs: ColumnPrefs, column: TransactionTableColumn, by: -1 | 1): ColumnPrefs {
  const order = [...prefs.order];
  const from = order.indexOf(column);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return prefs;
  [order[from], order[to]] = [order[to] as TransactionTableColumn, column];
  return { ...prefs, order };
}

export function toggleColumn(prefs: ColumnPrefs, column: TransactionTableColumn): ColumnPrefs {
  if (column === 'actions') return prefs;
  const hidden = prefs.hidden.includes(column) ? prefs.hidden.filter((c) => c !== column) : [...prefs.hidden, column];
  return { ...prefs, hidden };
}
