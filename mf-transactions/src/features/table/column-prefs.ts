import { STORAGE_KEYS } from '@buget/shared-domain/constants';
import { TABLE_COLUMNS, type TableColumn } from './column-ids';

export type ColumnPrefs = { order: TableColumn[]; hidden: TableColumn[] };

/**
 * The columns of someone who never chose (issue 28 point 10), in the default order, fitting a
 * 1440 px screen: the subcategory shows under the category, the frequency in the recurring
 * column's icon, and the currency column only once an account holds another currency than the
 * user's default (the amounts carry their currency sign anyway).
 */
export function defaultColumnPrefs({ accountCurrencies, defaultCurrency }: { accountCurrencies: readonly string[]; defaultCurrency: string }): ColumnPrefs {
  const otherCurrency = accountCurrencies.some((currency) => currency !== defaultCurrency);
  const hidden: TableColumn[] = otherCurrency ? ['subcategory', 'frequency'] : ['currency', 'subcategory', 'frequency'];
  return { order: [...TABLE_COLUMNS], hidden };
}

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
 * Nothing usable stored → null: the person never chose, and the default columns apply.
 */
export function normalizeColumnPrefs(stored: unknown): ColumnPrefs | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { order, hidden } = stored as { order?: unknown; hidden?: unknown };
  const known = Array.isArray(order) ? [...new Set(order.filter(isColumn))] : [];
  const hid = Array.isArray(hidden) ? [...new Set(hidden.filter(isColumn))].filter((c) => c !== 'actions') : [];
  return { order: withMissingColumns(known), hidden: hid };
}

/** The person's own choice of columns, or null when they never made one. */
export function loadColumnPrefs(): ColumnPrefs | null {
  try {
    const text = window.localStorage.getItem(STORAGE_KEYS.transactionColumns);
    return text ? normalizeColumnPrefs(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

/** Keeps a choice; null forgets it (back to the default columns, which follow the accounts). */
export function saveColumnPrefs(prefs: ColumnPrefs | null): void {
  try {
    if (prefs) window.localStorage.setItem(STORAGE_KEYS.transactionColumns, JSON.stringify(prefs));
    else window.localStorage.removeItem(STORAGE_KEYS.transactionColumns);
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
