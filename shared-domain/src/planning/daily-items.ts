import { addDays, err, ok, type IsoDate, type Result, GRID_VALUE_MESSAGES } from '@buget/shared-domain/rules';
import type { DailyStatus, ExecutionStatus, TransactionType } from '@buget/shared-domain/schemas';
import { DEFAULT_CURRENCY, type Currency } from '@buget/shared-domain/constants';
import { validateGridAmount } from './grid-values';

/** A transaction's stored execution status; null is pending (the plan). */
export type StoredStatus = ExecutionStatus | null;

/**
 * One line of the daily situation, from get_daily_situation's item arrays (DailyItemRow):
 * `amount` is the plan, `actual` what the row counts by the balance rule once
 * executed (COMPLETED, MODIFIED), else null.
 */
/** A day's item is an income, expense or saving, or a transfer of a monthly automatic transfer (issue 26 point 5). */
export type DailyItemType = TransactionType | 'TRANSFER';

export type DailyItem = {
  id: string;
  date: IsoDate;
  type: DailyItemType;
  category: string;
  subcategory: string | null;
  description: string | null;
  amount: number;
  actual: number | null;
  status: StoredStatus;
  unplanned: boolean;
  recurring: boolean;
  postponed_from_id: string | null;
  /** For a postponed row: the day of its pending copy. */
  postponed_to: IsoDate | null;
  /** The currency of amount and actual: the row's account's (issue 26 point 1). */
  currency: Currency;
  /** Checked against the bank's balance (issue 26 point 4): changing it asks first. */
  reconciled: boolean;
};

/**
 * An item as the server sends it (supabase/schemas/09_daily.sql): one positional array per item, half
 * the size and a third of the build time of an object with keys, in DailyItem's order.
 */
type DailyItemRow = [
  id: string,
  date: IsoDate,
  type: DailyItemType,
  category: string,
  subcategory: string | null,
  description: string | null,
  amount: number,
  actual: number | null,
  status: StoredStatus,
  unplanned: boolean,
  recurring: boolean,
  postponed_from_id: string | null,
  postponed_to: IsoDate | null,
  currency: Currency,
  reconciled: boolean,
];

const ITEM_ROW_LENGTH = 15;

const isItemRow = (value: unknown): value is DailyItemRow => Array.isArray(value) && value.length === ITEM_ROW_LENGTH;

const itemOfRow = ([id, date, type, category, subcategory, description, amount, actual, status, unplanned, recurring, postponed_from_id, postponed_to, currency, reconciled]: DailyItemRow): DailyItem => ({
  id,
  date,
  type,
  category,
  subcategory,
  description,
  amount,
  actual,
  status,
  unplanned,
  recurring,
  postponed_from_id,
  postponed_to,
  currency,
  reconciled,
});

/** The day: its items, its opening and closing balance (the server's), the month's overdue items. */
export type DailySituation = {
  date: IsoDate;
  opening_balance: number;
  closing_balance: number;
  items: DailyItem[];
  /** The oldest overdue items (at most 50); overdue_count is how many there are in all. */
  overdue: DailyItem[];
  overdue_count: number;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * get_daily_situation's answer as the page's day. Checked by shape (an object with the two lists,
 * each item an array of thirteen): the document is the server's own; anything else is null.
 */
export const decodeDailySituation = (data: unknown): DailySituation | null => {
  if (!isObject(data) || !Array.isArray(data.items) || !Array.isArray(data.overdue)) return null;
  const { items, overdue } = data;
  if (!items.every(isItemRow) || !overdue.every(isItemRow)) return null;
  return {
    date: data.date as IsoDate,
    opening_balance: Number(data.opening_balance),
    closing_balance: Number(data.closing_balance),
    items: items.map(itemOfRow),
    overdue: overdue.map(itemOfRow),
    overdue_count: Number(data.overdue_count),
  };
};

/** The daily status of spec point 3: pending, completed, modified, skipped or unplanned. */
export const dailyStatus = (item: Pick<DailyItem, 'status' | 'unplanned'>): DailyStatus => {
  if (item.unplanned) return 'unplanned';
  if (item.status === 'COMPLETED') return 'completed';
  if (item.status === 'MODIFIED') return 'modified';
  if (item.status === 'SKIPPED') return 'skipped';
  return 'pending';
};

/** What an item's actions may do: planned items move between states; unplanned ones are edited or removed. */
/** A day after `today` cannot be done yet (the server refuses a done row in the future, DONE_IN_FUTURE). */
export const canComplete = (item: DailyItem, today: string): boolean =>
  !item.unplanned && (item.status === null || item.status === 'MODIFIED') && item.date <= today;
export const canEditActual = (item: DailyItem, today: string): boolean => item.status !== 'SKIPPED' && item.date <= today;
export const canPostpone = (item: DailyItem): boolean => !item.unplanned && item.status === null;
export const canRevert = (item: DailyItem): boolean => !item.unplanned && item.status !== null;

/** Marks the item done at its planned amount. */
export const markCompleted = (item: DailyItem): DailyItem => ({ ...item, status: 'COMPLETED', actual: item.amount });

/** A different real amount: the item becomes modified and keeps its plan; an unplanned item just changes its amount. */
export const editActual = (item: DailyItem, actual: number): DailyItem =>
  item.unplanned ? { ...item, amount: actual, actual } : { ...item, status: 'MODIFIED', actual };

/** Postponed to the next day: today's row is skipped; its pending copy lives on the next day. */
export const postponeToTomorrow = (item: DailyItem): DailyItem => ({
  ...item,
  status: 'SKIPPED',
  actual: null,
  postponed_to: addDays(item.date, 1),
});

/** Back to the plan: pending, no actual amount, no postponement. */
export const revertToPlanned = (item: DailyItem): DailyItem => ({ ...item, status: null, actual: null, postponed_to: null });

/** A spontaneous item of the day: completed at its amount and unplanned (stored so by the server). */
export type UnplannedDraft = {
  date: IsoDate;
  type: TransactionType;
  amount: number;
  category: string;
  subcategory: string | null;
  description: string | null;
  /** The account it was paid from or into; null: the server puts it in the default account. */
  accountId: string | null;
  /** That account's currency (the server's answer replaces the optimistic item's). */
  currency?: Currency;
};

export const createUnplannedItem = (id: string, draft: UnplannedDraft): DailyItem => ({
  id,
  date: draft.date,
  type: draft.type,
  category: draft.category,
  subcategory: draft.subcategory,
  description: draft.description,
  amount: draft.amount,
  actual: draft.amount,
  status: 'COMPLETED',
  unplanned: true,
  recurring: false,
  postponed_from_id: null,
  postponed_to: null,
  currency: draft.currency ?? DEFAULT_CURRENCY,
  reconciled: false,
});

/** The same change applied wherever the item shows (the day's list and the overdue list). */
export const updateSituationItem = (situation: DailySituation, id: string, change: (item: DailyItem) => DailyItem): DailySituation => ({
  ...situation,
  items: situation.items.map((item) => (item.id === id ? change(item) : item)),
  overdue: situation.overdue.map((item) => (item.id === id ? change(item) : item)),
});

export const addSituationItem = (situation: DailySituation, item: DailyItem): DailySituation => ({
  ...situation,
  items: [...situation.items, item],
});

export const removeSituationItem = (situation: DailySituation, id: string): DailySituation => ({
  ...situation,
  items: situation.items.filter((item) => item.id !== id),
});

/**
 * The actual amount typed for a planned item: the unplanned amount's rules (letters, negatives,
 * over 1,000,000, more than three decimals refused), except that 0 is allowed: "nothing was
 * spent" is a real outcome, and the server stores it (actual_amount >= 0) and counts nothing.
 */
export const validateActualAmount = (input: string): Result<number, string> => {
  const result = validateGridAmount(input);
  if (!result.ok && result.error === GRID_VALUE_MESSAGES.zero) return ok(0);
  return result.ok ? result : err(result.error);
};
