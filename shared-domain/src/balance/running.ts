import { balanceDelta, type BalanceEntry } from './available';
import { roundAmount } from './round';

/**
 * The table's running balance: the balance after each transaction, oldest first (by date, then
 * by the given order for the same day). Transactions that do not count carry the balance on.
 */
export const runningBalances = <T extends BalanceEntry & { date: string }>(
  transactions: readonly T[],
  opening = 0,
): { transaction: T; balance: number }[] => {
  const ordered = transactions.map((t, i) => ({ t, i })).sort((a, b) => a.t.date.localeCompare(b.t.date) || a.i - b.i);
  let balance = opening;
  return ordered.map(({ t }) => {
    balance += balanceDelta(t) ?? 0;
    return { transaction: t, balance: roundAmount(balance) };
  });
};
