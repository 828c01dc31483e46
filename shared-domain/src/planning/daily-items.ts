import { addDays, type IsoDate } from '@buget/shared-domain/rules';
import type { DailyStatus, ExecutionStatus, TransactionType } from '@buget/shared-domain/schemas';

/** One line of the daily situation: a planned transaction or a spontaneous (unplanned) one. */
export type DailyItem = {
  id: string;
  type: TransactionType;
  date: IsoDate;
  plannedAmount: number | null;
  actualAmount: number | null;
  status: DailyStatus;
};

/** Marks the item done at its planned amount. */
export const markCompleted = (item: DailyItem): DailyItem => ({
  ...item,
  status: 'completed',
  actualAmount: item.actualAmount ?? item.plannedAmount,
});

/** Postpones to the next day; today's line shows it as skipped. */
export const postponeToTomorrow = (item: DailyItem): DailyItem => ({
  ...item,
  status: 'skipped',
  date: addDays(item.date, 1),
});

/** Records a different real amount; the plan stays for the comparison. */
export const editAmounts = (item: DailyItem, actualAmount: number): DailyItem => ({
  ...item,
  status: 'modified',
  actualAmount,
});

/** A spontaneous expense of the day, with no plan behind it. */
export const createUnplannedItem = (id: string, date: IsoDate, amount: number): DailyItem => ({
  id,
  type: 'EXPENSE',
  date,
  plannedAmount: null,
  actualAmount: amount,
  status: 'unplanned',
});

/** How a daily status is stored in transactions.execution_status (null = still pending). */
export const toExecutionStatus = (status: DailyStatus): ExecutionStatus | null => {
  switch (status) {
    case 'completed':
    case 'unplanned':
      return 'COMPLETED';
    case 'modified':
      return 'MODIFIED';
    default:
      return null;
  }
};

/** The daily status of a stored transaction; `isUnplanned` comes from the caller's data. */
export const fromExecutionStatus = (status: ExecutionStatus | null, isUnplanned = false): DailyStatus => {
  if (isUnplanned) return 'unplanned';
  if (status === 'COMPLETED') return 'completed';
  if (status === 'MODIFIED') return 'modified';
  return 'pending';
};
