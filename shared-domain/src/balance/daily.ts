import { MEMORY_THRESHOLD } from '../constants';
import { addDays, diffDays, type IsoDate } from '../dates/iso-date';
import type { PreStartHandling } from '../schemas/account';
import type { DailyBalance } from '../schemas/daily-balance';
import { balanceDelta, type BalanceEntry } from './available';
import { roundAmount } from './round';

export type BalanceAccount = { initialBalance: number; isActive: boolean; includedInTotal: boolean };
export type DatedBalanceEntry = BalanceEntry & { id: string; date: IsoDate };

/** The money the daily series starts from: active accounts that count in the total. */
export const openingBalance = (accounts: readonly BalanceAccount[]): number =>
  accounts.filter((a) => a.isActive && a.includedInTotal).reduce((sum, a) => sum + a.initialBalance, 0);

export type DailyBalanceInput = {
  accounts: readonly BalanceAccount[];
  transactions: readonly DatedBalanceEntry[];
  /** The balance start date from the settings; when absent the series starts today. */
  startDate?: IsoDate | null;
  today: IsoDate;
  /** Last day of the series, inclusive. */
  endDate: IsoDate;
  /** Earlier transactions either roll into the opening balance or are ignored (the default). */
  preStart?: PreStartHandling;
};

/**
 * End-of-day balances from the start date to the end date (spec point 4, balance
 * initialisation). Each day lists the ids of the transactions that moved it.
 */
export const computeDailyBalances = (input: DailyBalanceInput): DailyBalance[] => {
  const start = input.startDate ?? input.today;
  const days = diffDays(start, input.endDate) + 1;
  if (days <= 0) return [];
  // A decade of days is plenty; more means a bad date, not a real request.
  if (days > MEMORY_THRESHOLD) throw new RangeError(`Daily balance range too long: ${days} days`);

  let balance = openingBalance(input.accounts);
  const byDate = new Map<IsoDate, { delta: number; ids: string[] }>();
  for (const tx of input.transactions) {
    const delta = balanceDelta(tx);
    if (delta === null || tx.date > input.endDate) continue;
    if (tx.date < start) {
      if (input.preStart === 'ROLL_IN') balance += delta;
      continue;
    }
    const day = byDate.get(tx.date) ?? { delta: 0, ids: [] };
    day.delta += delta;
    day.ids.push(tx.id);
    byDate.set(tx.date, day);
  }

  const series: DailyBalance[] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays(start, i);
    const day = byDate.get(date);
    if (day) balance += day.delta;
    series.push({ date, balance: roundAmount(balance), transactionIds: day?.ids ?? [] });
  }
  return series;
};
