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
 * The plan and the real amount of a row: the real amount of a done row (COMPLETED, MODIFIED) is
 * what the server counts it at (counted_amount, private.counted_amount: a MODIFIED row's
 * actual_amount); a planned or postponed row has none yet.
 */
export const rowAmounts = (row: Pick<TransactionRow, 'amount' | 'counted_amount' | 'execution_status'>): RowAmounts => {
  const done = row.execution_status === 'COMPLETED' || row.execution_status === 'MODIFIED';
  return { planned: row.amount, real: done ? row.counted_amount : null };
};

/** The real amount differs from the plan: a list shows both. */
export const realDiffersFromPlan = ({ planned, real }: RowAmounts): boolean => real !== null && real !== planned;
