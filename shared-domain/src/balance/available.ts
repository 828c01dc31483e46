import { LOW_BALANCE_THRESHOLD } from '../constants';
import type { BalanceLevel } from '../schemas/account';
import { roundAmount } from './round';

/** The least a balance row needs; `type` and `execution_status` are strings to admit bad data. */
export type BalanceEntry = {
  type: string;
  amount: number;
  actual_amount?: number | null;
  execution_status?: string | null;
};

export type AvailableBalance = {
  totalIncome: number;
  totalExpenses: number;
  totalSavings: number;
  /** income − (expenses + savings) */
  available: number;
  /** Transactions that entered the totals. */
  counted: number;
  /** One line per ignored transaction of an unknown type. */
  warnings: string[];
};

export const BALANCE_MESSAGES = {
  unknownType: (type: string): string => `Unknown transaction type ignored: ${type}`,
  negativeBalance: 'Soldul disponibil este negativ. Verificați tranzacțiile.',
} as const;

/** COMPLETED, MODIFIED or no status: what has really happened (spec point 4). */
export const isCountedForBalance = (entry: Pick<BalanceEntry, 'execution_status'>): boolean =>
  entry.execution_status == null || entry.execution_status === 'COMPLETED' || entry.execution_status === 'MODIFIED';

/** A MODIFIED transaction with an actual_amount counts that; everything else its amount. */
export const effectiveAmount = (entry: BalanceEntry): number =>
  entry.execution_status === 'MODIFIED' && entry.actual_amount != null ? entry.actual_amount : entry.amount;

/** The effect of one transaction on available money; null when it does not count. */
export const balanceDelta = (entry: BalanceEntry): number | null => {
  if (!isCountedForBalance(entry)) return null;
  const amount = effectiveAmount(entry);
  if (!(amount > 0)) return null;
  switch (entry.type) {
    case 'INCOME':
      return amount;
    case 'EXPENSE':
    case 'SAVING':
      return -amount;
    default:
      return null;
  }
};


/** The available-balance widget's figures (spec point 4). */
export const calculateAvailableBalance = (entries: readonly BalanceEntry[]): AvailableBalance => {
  let income = 0;
  let expenses = 0;
  let savings = 0;
  let counted = 0;
  const warnings: string[] = [];
  for (const entry of entries) {
    if (!isCountedForBalance(entry)) continue;
    const amount = effectiveAmount(entry);
    if (!(amount > 0)) continue;
    if (entry.type === 'INCOME') income += amount;
    else if (entry.type === 'EXPENSE') expenses += amount;
    else if (entry.type === 'SAVING') savings += amount;
    else {
      warnings.push(BALANCE_MESSAGES.unknownType(entry.type));
      continue;
    }
    counted += 1;
  }
  const totalIncome = roundAmount(income);
  const totalExpenses = roundAmount(expenses);
  const totalSavings = roundAmount(savings);
  return {
    totalIncome,
    totalExpenses,
    totalSavings,
    available: roundAmount(totalIncome - totalExpenses - totalSavings),
    counted,
    warnings,
  };
};

/** Colour of the widget: green above zero, red below, grey at zero. */
export type BalanceTone = 'positive' | 'negative' | 'zero';
export const balanceTone = (amount: number): BalanceTone => (amount > 0 ? 'positive' : amount < 0 ? 'negative' : 'zero');

export const balanceLevel = (amount: number, lowThreshold: number = LOW_BALANCE_THRESHOLD): BalanceLevel =>
  amount < 0 ? 'NEGATIVE' : amount < lowThreshold ? 'LOW' : 'NORMAL';

/** The warning to show under a negative balance, or null. */
export const negativeBalanceWarning = (amount: number): string | null =>
  amount < 0 ? BALANCE_MESSAGES.negativeBalance : null;
