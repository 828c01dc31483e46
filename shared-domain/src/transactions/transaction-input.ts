import type { Database } from '@buget/shared-domain/data';
import type { TransactionFormValues } from './transaction-form';

export type TransactionInsert = Database['public']['Tables']['transactions']['Insert'];
export type TransactionUpdate = Database['public']['Tables']['transactions']['Update'];

/**
 * Validated form values → the stored columns. The form's "recurring" fields shape the series
 * (recurring_rules), not the row: a row carries only recurring + frequency.
 */
export const toTransactionWrite = (form: TransactionFormValues): TransactionInsert => ({
  type: form.type,
  amount: form.amount,
  category: form.category,
  subcategory: form.subcategory ?? null,
  date: form.date,
  description: form.description ?? null,
  recurring: form.recurring,
  frequency: form.frequency,
});
