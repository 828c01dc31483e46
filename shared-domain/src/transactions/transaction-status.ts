import type { TransactionRow, TransactionStatusFilter } from './list-transactions';

/** A row's status as the list filters and shows it (list_transactions' values): no status is PENDING, planned. */
export const rowStatus = (row: Pick<TransactionRow, 'execution_status'>): TransactionStatusFilter => row.execution_status ?? 'PENDING';

export type RowAmounts = {
  /** What was planned: the row's amount (the form, the grid and the daily page keep the plan there). */
  planned: number;
  /** What really happened, for a done row; null while planned or postponed. */
  real: number | null;
};

/**
 * The plan and the real amount of a row, as stored: a MODIFIED row's real amount is the
 * actual_amount the daily page recorded, any other done row's is its amount (as
 * private.counted_amount reads them); a planned or postponed row has none yet.
 */
export const rowAmounts = (row: Pick<TransactionRow, 'amount' | 'actual_amount' | 'execution_status'>): RowAmounts => {
  const { amount, actual_amount: actual, execution_status: status } = row;
  if (status === 'MODIFIED') return { planned: amount, real: actual ?? amount };
  return { planned: amount, real: status === 'COMPLETED' ? amount : null };
};

/** The real amount differs from the plan: a list shows both. */
export const realDiffersFromPlan = ({ planned, real }: RowAmounts): boolean => real !== null && real !== planned;
