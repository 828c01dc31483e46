import { createTransactionFormSchema, formStatusOf, normalizeTransactionFormFields, toTransactionWrite, type FormStatus, type SeriesChanges, type TransactionFormValues, type TransactionRow } from '@buget/shared-domain/transactions';
import { RECURRING_LOOKAHEAD_DAYS } from '@buget/shared-domain/constants';
import { amountFieldText, RECURRING_RULE_MESSAGES, type IsoDate } from '@buget/shared-domain/rules';
import { TRANSACTION_RULE_MESSAGES } from '@buget/shared-domain/transactions';
import type { RecurrenceEnd } from '@buget/shared-domain/schemas';

/** What the inputs hold: text as typed (the schema reads it: parseAmountText for the amount). */
export type FormFields = {
  type: string;
  amount: string;
  category: string;
  subcategory: string;
  date: string;
  /** Done or planned (issue 22 point 8). */
  status: FormStatus;
  /** The account; '' is the default account. A transfer's "from". */
  accountId: string;
  /** A transfer's "to", or the savings or investment account a saving goes to; '' for none. */
  toAccountId: string;
  /** Between two currencies: what reached the to-account, in its currency (issue 26 point 2). */
  toAmount: string;
  description: string;
  recurring: boolean;
  frequency: string;
  endCondition: 'none' | 'after' | 'until';
  occurrences: string;
  endDate: string;
  lookAheadDays: string;
};

const DEFAULT_LOOKAHEAD_DAYS = 30;

export const emptyFields = (today: IsoDate): FormFields => ({
  type: 'EXPENSE',
  amount: '',
  category: '',
  subcategory: '',
  date: today,
  status: 'done',
  accountId: '',
  toAccountId: '',
  toAmount: '',
  description: '',
  recurring: false,
  frequency: 'MONTHLY',
  endCondition: 'none',
  occurrences: '',
  endDate: '',
  lookAheadDays: String(DEFAULT_LOOKAHEAD_DAYS),
});

/** A stored row → the edit form (the amount as Romanians write it, with its bani: '89,99'). */
export const fieldsFromRow = (row: TransactionRow, today: IsoDate): FormFields => ({
  ...emptyFields(today),
  type: row.type,
  amount: amountFieldText(row.amount),
  // A transfer's stored category is the fixed 'TRANSFER': not one to offer if it becomes an expense.
  category: row.type === 'TRANSFER' ? '' : row.category,
  subcategory: row.subcategory ?? '',
  date: row.date,
  status: formStatusOf(row.execution_status),
  accountId: row.account_id ?? '',
  toAccountId: row.to_account_id ?? '',
  toAmount: row.to_amount !== null && row.to_amount !== undefined && row.to_currency !== row.currency ? amountFieldText(row.to_amount) : '',
  description: row.description ?? '',
  recurring: row.recurring ?? false,
  frequency: row.frequency && row.frequency !== 'NONE' ? row.frequency : 'MONTHLY',
});

export type FormErrors = Partial<Record<keyof FormFields, string>>;
export type FormResult = { ok: true; values: TransactionFormValues } | { ok: false; errors: FormErrors };

/**
 * Validates through shared-domain's schema (spec point 5 and issue 22, their exact messages; the
 * status against the date, a transfer's two accounts) and keeps the first
 * message of each field, so every field shows its own error at once. A new transaction may start
 * a series (the recurrence fields count); an edit is checked against the row it edits (it may
 * keep the row's own date, even a future one), and its recurrence is not edited here.
 */
export function validateFields(fields: FormFields, today: IsoDate, editing: TransactionRow | null, needsToAmount = false): FormResult {
  const series = editing === null && fields.recurring;
  const raw: Record<string, unknown> = {
    type: fields.type,
    amount: fields.amount,
    category: fields.category,
    subcategory: fields.subcategory,
    date: fields.date,
    status: fields.status,
    accountId: fields.accountId,
    toAccountId: fields.toAccountId,
    // Sent only between two currencies (needsToAmount): one currency, the server takes the amount.
    toAmount: needsToAmount ? fields.toAmount : '',
    description: fields.description,
    recurring: series,
    ...(series ? { frequency: fields.frequency, endCondition: fields.endCondition, occurrences: fields.occurrences, endDate: fields.endDate } : {}),
  };
  const schema = createTransactionFormSchema(today, editing ? { date: editing.date, recurring: editing.recurring_rule_id !== null || editing.recurring === true } : undefined);
  const parsed = schema.safeParse(normalizeTransactionFormFields(raw));
  const errors: FormErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'type') as keyof FormFields;
      errors[key] ??= issue.message;
    }
  }
  if (needsToAmount && fields.toAmount.trim() === '') errors.toAmount ??= TRANSACTION_RULE_MESSAGES.toAmountRequired;
  const lookAhead = Number(fields.lookAheadDays);
  if (series && !(Number.isInteger(lookAhead) && lookAhead >= RECURRING_LOOKAHEAD_DAYS.min && lookAhead <= RECURRING_LOOKAHEAD_DAYS.max)) {
    errors.lookAheadDays = RECURRING_RULE_MESSAGES.lookAheadRange;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: parsed.data };
}

export const recurrenceEnd = (values: TransactionFormValues): RecurrenceEnd =>
  values.endCondition === 'after' && values.occurrences !== undefined
    ? { type: 'after', occurrences: values.occurrences }
    : values.endCondition === 'until' && values.endDate !== undefined
      ? { type: 'until', endDate: values.endDate }
      : { type: 'none' };

/** Changes to apply to every row of a series: everything but the date (each keeps its own). */
export const seriesChanges = (values: TransactionFormValues): SeriesChanges => {
  const { type, amount, category, subcategory, description } = toTransactionWrite(values);
  return { type, amount, category, subcategory: subcategory ?? null, description: description ?? null };
};
