import type { Database } from '@buget/shared-domain/data';
import type { TransactionRow } from './list-transactions';
import { formStatusOf } from './transaction-dates';
import type { TransactionFormValues } from './transaction-form';

export type TransactionInsert = Database['public']['Tables']['transactions']['Insert'];
export type TransactionUpdate = Database['public']['Tables']['transactions']['Update'];

type StatusColumns = Pick<TransactionInsert, 'execution_status' | 'actual_amount'>;

/**
 * The form's status → the stored status columns. Done is COMPLETED with its real amount (as the
 * daily page writes it), planned is no status and no real amount. An edit that keeps the row's
 * status leaves it alone: a MODIFIED row keeps the real amount the daily page recorded, a
 * COMPLETED one gets the new amount as its real one, a postponed (SKIPPED) one stays postponed.
 */
const statusColumns = (form: TransactionFormValues, editing: Pick<TransactionRow, 'execution_status'> | undefined): StatusColumns => {
  if (editing && formStatusOf(editing.execution_status) === form.status) {
    return editing.execution_status === 'COMPLETED' ? { actual_amount: form.amount } : {};
  }
  return form.status === 'done' ? { execution_status: 'COMPLETED', actual_amount: form.amount } : { execution_status: null, actual_amount: null };
};

/**
 * Validated form values → the stored columns (for an edit, `editing` is the row it changes). The
 * form's "recurring" fields shape the series (recurring_rules), not the row: a row carries only
 * recurring + frequency. No account chosen: the column is left out and the server fills in the
 * user's default account. A transfer is one row from account_id to to_account_id (the server
 * stores its category as 'TRANSFER').
 */
export const toTransactionWrite = (form: TransactionFormValues, editing?: Pick<TransactionRow, 'execution_status'>): TransactionInsert => ({
  type: form.type,
  amount: form.amount,
  category: form.category,
  subcategory: form.subcategory ?? null,
  date: form.date,
  description: form.description ?? null,
  recurring: form.recurring,
  frequency: form.frequency,
  ...(form.accountId ? { account_id: form.accountId } : {}),
  to_account_id: form.toAccountId ?? null,
  // Between two currencies, what reached the other account; one currency: the server sets it to the amount.
  ...(form.toAmount !== undefined ? { to_amount: form.toAmount } : {}),
  ...statusColumns(form, editing),
});
