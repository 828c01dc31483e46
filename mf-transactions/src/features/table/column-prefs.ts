import { STORAGE_KEYS } from '@buget/shared-domain/constants';
import { TABLE_COLUMNS, type TableColumn } from './column-ids';

export type ColumnPrefs = { order: TableColumn[]; hidden: TableColumn[] };

export const DEFAULT_COLUMN_PREFS: ColumnPrefs = { order: [...TABLE_COLUMNS], hidden: [] };

const isColumn = (value: unknown): value is TableColumn => typeof value === 'string' && (TABLE_COLUMNS as readonly string[]).includes(value);

/**
 * A stored order → the full order: a column added since the prefs were saved (the account and
 * status of issue 22) goes right after the column it follows by default, so the person's order
 * is kept and the new column appears where it belongs, not after the actions.
 */
const withMissingColumns = (known: TableColumn[]): TableColumn[] => {
  const order = [...known];
  TABLE_COLUMNS.forEach((column, index) => {
    if (order.includes(column)) return;
    const previous = TABLE_COLUMNS.slice(0, index).findLast((c) => order.includes(c));
    order.splice(previous === undefined ? 0 : order.indexOf(previous) + 1, 0, column);
  });
  return order;
};

/**
 * Stored prefs → usable prefs: unknown columns are dropped, columns added since are put in their
 * default place, and the actions column can never be hidden (it is the only way to edit or delete).
 */
export function normalizeColumnPrefs(stored: unknown): ColumnPrefs {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_COLUMN_PREFS;
  const { order, hidden } = stored as { order?: unknown; hidden?: unknown };
  const known = Array.isArray(order) ? [...new Set(order.filter(isColumn))] : [];
  const hid = Array.isArray(hidden) ? [...new Set(hidden.filter(isColumn))].filter((c) => c !== 'actions') : [];
  return { order: withMissingColumns(known), hidden: hid };
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
export function moveColumn(prefs: ColumnPrefs, column: TableColumn, by: -1 | 1): ColumnPrefs {
  const order = [...prefs.order];
  const from = order.indexOf(column);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return prefs;
  [order[from], order[to]] = [order[to] as TableColumn, column];
  return { ...prefs, order };
}

export function toggleColumn(prefs: ColumnPrefs, column: TableColumn): ColumnPrefs {
  if (column === 'actions') return prefs;
  const hidden = prefs.hidden.includes(column) ? prefs.hidden.filter((c) => c !== column) : [...prefs.hidden, column];
  return { ...prefs, hidden };
}
