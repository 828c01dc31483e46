import { RECURRING_LOOKAHEAD_DAYS, TRANSACTION_DATE_MAX_AGE_YEARS } from '@buget/shared-domain/constants';
import { addDays, addYearsClamped, type IsoDate, TRANSACTION_FORM_MESSAGES as M } from '@buget/shared-domain/rules';
import type { TransactionRow } from './list-transactions';
import { TRANSACTION_RULE_MESSAGES as R } from './transaction-messages';

/**
 * Done or planned (issue 22 point 8): done is what happened (stored COMPLETED, or MODIFIED at its
 * real amount), planned is what is still to come (no status yet).
 */
export const FORM_STATUSES = ['done', 'planned'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** How far ahead a planned one-off transaction may be dated: a year, as the grid plans. */
const PLANNED_AHEAD_YEARS = 1;

/** The row an edit starts from: its stored date, and whether it belongs to a series. */
export type EditedTransaction = { date: IsoDate; recurring?: boolean };

export type TransactionDateContext = {
  /** The user's calendar day: a rule must not read the clock itself. */
  today: IsoDate;
  status: FormStatus;
  editing?: EditedTransaction | undefined;
};

/** A stored status → the form's: COMPLETED and MODIFIED are done; none and SKIPPED (postponed) are planned. */
export const formStatusOf = (status: TransactionRow['execution_status']): FormStatus =>
  status === 'COMPLETED' || status === 'MODIFIED' ? 'done' : 'planned';

/** What a new transaction dated `date` is unless the user says otherwise: done today or earlier, planned after. */
export const defaultFormStatus = (date: IsoDate, today: IsoDate): FormStatus => (date > today ? 'planned' : 'done');

/** A series' generated occurrence already in the future may move within the longest look-ahead. */
const isFutureOccurrence = (today: IsoDate, editing: EditedTransaction | undefined): boolean =>
  editing?.recurring === true && editing.date > today;

/**
 * The latest day a transaction may be dated: done, today (it happened); planned, a year ahead
 * (the server's PLANNED_TOO_FAR); a series' future occurrence, today + 3650 days (the longest
 * look-ahead that generated it).
 */
export const latestTransactionDate = ({ today, status, editing }: TransactionDateContext): IsoDate => {
  if (status === 'done') return today;
  return isFutureOccurrence(today, editing) ? addDays(today, RECURRING_LOOKAHEAD_DAYS.max) : addYearsClamped(today, PLANNED_AHEAD_YEARS);
};

/**
 * Why a (real calendar) day cannot be this transaction's date, or null. A done transaction is
 * never in the future, not even on a row's own date (the server refuses it: DONE_IN_FUTURE). An
 * edit may otherwise keep the row's own date, whatever it is (an old row past the age limit, a
 * far occurrence). A changed date keeps the age limit (spec point 5) and the latest day above.
 */
export function transactionDateIssue(date: IsoDate, context: TransactionDateContext): string | null {
  const { today, status, editing } = context;
  if (status === 'done' && date > today) return R.doneInFuture;
  if (date === editing?.date) return null;
  if (date > latestTransactionDate(context)) return isFutureOccurrence(today, editing) ? M.dateTooFarAhead : R.plannedTooFar;
  if (date < addYearsClamped(today, -TRANSACTION_DATE_MAX_AGE_YEARS)) return M.dateTooOld;
  return null;
}
