import { daysInMonth } from '../dates/iso-date';
import { effectiveAmount, type BalanceEntry } from '../balance/available';
import { roundAmount } from '../balance/round';
import { parseMonthKey, type MonthKey } from '../calendar/calendar';

export type GridTransaction = BalanceEntry & { id: string; date: string; category: string; subcategory: string | null };

export type GridDayTotals = { income: number; expenses: number; savings: number; net: number; balance: number };

export type MonthGridTotals = {
  /** category → subcategory ('' when none) → day of month → sum. */
  cells: Record<string, Record<string, Record<number, number>>>;
  /** Ids per cell, for deleting or editing what a cell holds. */
  cellIds: Record<string, Record<string, Record<number, string[]>>>;
  /** Index 0 is day 1. `balance` runs from the opening balance through the month. */
  days: GridDayTotals[];
  totals: { income: number; expenses: number; savings: number; net: number };
};

const bucket = <T>(root: Record<string, Record<string, Record<number, T>>>, a: string, b: string): Record<number, T> => {
  const level = (root[a] ??= {});
  return (level[b] ??= {});
};

/**
 * The monthly grid's figures: the plan, so every transaction of the month counts whatever its
 * status (the widget counts only what happened; the difference is what is pending). A MODIFIED
 * transaction counts its actual amount; amounts of zero or below and unknown types are left out,
 * as in the available balance.
 */
export const computeMonthGridTotals = (
  monthKey: MonthKey,
  transactions: readonly GridTransaction[],
  openingBalance = 0,
): MonthGridTotals => {
  const month = parseMonthKey(monthKey);
  if (!month) throw new RangeError(`Invalid month key: ${monthKey}`);
  const dayCount = daysInMonth(month.year, month.month);
  const days: GridDayTotals[] = Array.from({ length: dayCount }, () => ({ income: 0, expenses: 0, savings: 0, net: 0, balance: 0 }));
  const cells: MonthGridTotals['cells'] = {};
  const cellIds: MonthGridTotals['cellIds'] = {};

  for (const tx of transactions) {
    if (!tx.date.startsWith(`${monthKey}-`)) continue;
    const amount = effectiveAmount(tx);
    if (!(amount > 0)) continue;
    const dayOfMonth = Number(tx.date.slice(8, 10));
    const day = days[dayOfMonth - 1];
    if (!day) continue;
    if (tx.type === 'INCOME') day.income += amount;
    else if (tx.type === 'EXPENSE') day.expenses += amount;
    else if (tx.type === 'SAVING') day.savings += amount;
    else continue;
    const sub = tx.subcategory ?? '';
    const cell = bucket(cells, tx.category, sub);
    cell[dayOfMonth] = roundAmount((cell[dayOfMonth] ?? 0) + amount);
    (bucket(cellIds, tx.category, sub)[dayOfMonth] ??= []).push(tx.id);
  }

  let balance = openingBalance;
  const totals = { income: 0, expenses: 0, savings: 0, net: 0 };
  for (const day of days) {
    day.income = roundAmount(day.income);
    day.expenses = roundAmount(day.expenses);
    day.savings = roundAmount(day.savings);
    day.net = roundAmount(day.income - day.expenses - day.savings);
    balance = roundAmount(balance + day.net);
    day.balance = balance;
    totals.income += day.income;
    totals.expenses += day.expenses;
    totals.savings += day.savings;
  }
  totals.income = roundAmount(totals.income);
  totals.expenses = roundAmount(totals.expenses);
  totals.savings = roundAmount(totals.savings);
  totals.net = roundAmount(totals.income - totals.expenses - totals.savings);
  return { cells, cellIds, days, totals };
};
