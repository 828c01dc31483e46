import { VARIANCE_THRESHOLD_PERCENT } from '../constants';
import type { ConsistencyStatus, ExecutionStatus } from '../schemas/transaction';

/** Spec point 5 quotes these texts; they are logged and shown to developers, hence English. */
export const CONSISTENCY_MESSAGES = {
  incomeNegative: 'Income transaction cannot have negative amount',
  expensePositive: 'Expense transaction should have negative amount',
  completedNeedsActual: 'Completed transaction must have actual_amount',
  pendingNeedsPlanned: 'Pending transaction must have planned_amount',
  varianceExceeded: (percent: number): string =>
    `Variance between planned and actual amount is ${Number.isFinite(percent) ? Math.round(percent) : '∞'}%, over ${VARIANCE_THRESHOLD_PERCENT}%`,
} as const;

export type ConsistencyInput = {
  type: string;
  amount: number;
  actual_amount?: number | null;
  planned_amount?: number | null;
  status: ConsistencyStatus;
};

export type ConsistencyReport = {
  /** False when an error rule fails; warnings alone keep a transaction valid. */
  valid: boolean;
  errors: string[];
  warnings: string[];
  /** |actual − planned| / |planned| in percent, when both amounts are known. */
  variancePercent: number | null;
};

/** The stored status read as the check knows it: anything executed is completed. */
export const toConsistencyStatus = (status: ExecutionStatus | null | undefined): ConsistencyStatus =>
  status ? 'completed' : 'pending';

/** Variance of actual against planned, in percent; a plan of 0 with any actual is infinite. */
export const variancePercent = (planned: number, actual: number): number => {
  if (planned === 0) return actual === 0 ? 0 : Number.POSITIVE_INFINITY;
  return (Math.abs(actual - planned) / Math.abs(planned)) * 100;
};

export const isVarianceFlagged = (planned: number, actual: number): boolean =>
  variancePercent(planned, actual) > VARIANCE_THRESHOLD_PERCENT;

const isSet = (value: number | null | undefined): value is number => typeof value === 'number' && !Number.isNaN(value);

/**
 * The client-side consistency rules of spec point 5. A negative income and a missing amount
 * for the status are errors; a positive expense and a large variance are only flagged, since
 * the app stores expenses as positive numbers and a big surprise can be real.
 */
export const checkTransactionConsistency = (tx: ConsistencyInput): ConsistencyReport => {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (tx.type === 'INCOME' && tx.amount < 0) errors.push(CONSISTENCY_MESSAGES.incomeNegative);
  if (tx.type === 'EXPENSE' && tx.amount > 0) warnings.push(CONSISTENCY_MESSAGES.expensePositive);
  if (tx.status === 'completed' && !isSet(tx.actual_amount)) errors.push(CONSISTENCY_MESSAGES.completedNeedsActual);
  if (tx.status === 'pending' && !isSet(tx.planned_amount)) errors.push(CONSISTENCY_MESSAGES.pendingNeedsPlanned);
  let variance: number | null = null;
  if (isSet(tx.planned_amount) && isSet(tx.actual_amount)) {
    variance = variancePercent(tx.planned_amount, tx.actual_amount);
    if (variance > VARIANCE_THRESHOLD_PERCENT) warnings.push(CONSISTENCY_MESSAGES.varianceExceeded(variance));
  }
  return { valid: errors.length === 0, errors, warnings, variancePercent: variance };
};
