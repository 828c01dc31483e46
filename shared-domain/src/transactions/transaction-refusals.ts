import { TRANSACTION_RULE_MESSAGES as R } from './transaction-messages';

/** The form field a refusal belongs to. */
export type RefusedField = 'date' | 'accountId' | 'toAccountId' | 'toAmount';
export type TransactionRefusal = { field: RefusedField; message: string };

/**
 * What the server says in the hint of a refused transaction write (the check_violation raised by
 * private.transactions_before_write, HTTP 400) → the field and the form's own text for it.
 */
const BY_HINT: Record<string, TransactionRefusal> = {
  DONE_IN_FUTURE: { field: 'date', message: R.doneInFuture },
  PLANNED_TOO_FAR: { field: 'date', message: R.plannedTooFar },
  TRANSFER_SAME_ACCOUNT: { field: 'toAccountId', message: R.sameAccount },
  SAVING_ACCOUNT_INVALID: { field: 'toAccountId', message: R.savingAccountInvalid },
  TRANSFER_AMOUNT_REQUIRED: { field: 'toAmount', message: R.toAmountRequired },
};

const textOf = (error: unknown, key: 'hint' | 'code' | 'message'): string => {
  if (typeof error !== 'object' || error === null || !(key in error)) return '';
  const value: unknown = (error as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
};

/**
 * A refused transaction write → the field and Romanian text the form shows, or null when the
 * refusal is not one of the form's rules (network, session, anything else: the general text).
 * An account that is not the caller's (deleted meanwhile, another user's) breaks the composite
 * foreign key (23503, HTTP 409): the constraint name says which end.
 */
export function transactionRefusalOf(error: unknown): TransactionRefusal | null {
  const byHint = BY_HINT[textOf(error, 'hint')];
  if (byHint) return byHint;
  const message = textOf(error, 'message');
  if (textOf(error, 'code') !== '23503' || !message.includes('account_id')) return null;
  return { field: message.includes('to_account_id') ? 'toAccountId' : 'accountId', message: R.accountNotFound };
}
