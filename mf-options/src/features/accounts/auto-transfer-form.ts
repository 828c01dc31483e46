import { AUTO_TRANSFER_MESSAGES, type AutoTransfer, type AutoTransferField } from '@buget/shared-domain/accounts';
import { amountFieldText, TRANSACTION_FORM_MESSAGES } from '@buget/shared-domain/rules';
import { amountSchema } from '@buget/shared-domain/transactions';

/** 'Transfer automat lunar' in an account's form: on or off, from which account, how much, which day. */
export type AutoTransferFields = { enabled: boolean; fromAccountId: string; amount: string; day: string };
export type AutoTransferErrors = Partial<Record<AutoTransferField, string>>;
export type AutoTransferValues = { fromAccountId: string; amount: number; day: number };

/** The days a transfer may fall on: every month has them (29–31 do not). */
export const AUTO_TRANSFER_DAYS = Array.from({ length: 28 }, (_, i) => i + 1);

/** The form's fields for an account: its active transfer, or off with nothing chosen. */
export const autoTransferFieldsOf = (transfer: AutoTransfer | undefined): AutoTransferFields =>
  transfer
    ? { enabled: true, fromAccountId: transfer.fromAccountId, amount: amountFieldText(transfer.amount), day: String(transfer.day) }
    : { enabled: false, fromAccountId: '', amount: '', day: '1' };

/**
 * The fields checked by the server's rules (another account of the user, an amount above 0 and
 * at most 1,000,000 with at most three decimals, read as Romanians write it, a day from 1 to 28),
 * each message on its field. Off: nothing to check (null values).
 */
export function checkAutoTransferFields(
  fields: AutoTransferFields,
  toAccountId: string,
  accountIds: readonly string[],
): { ok: true; values: AutoTransferValues | null } | { ok: false; errors: AutoTransferErrors } {
  if (!fields.enabled) return { ok: true, values: null };
  const errors: AutoTransferErrors = {};
  if (fields.fromAccountId === '') errors.fromAccountId = AUTO_TRANSFER_MESSAGES.fromRequired;
  else if (fields.fromAccountId === toAccountId) errors.fromAccountId = AUTO_TRANSFER_MESSAGES.sameAccount;
  else if (!accountIds.includes(fields.fromAccountId)) errors.fromAccountId = AUTO_TRANSFER_MESSAGES.unknownAccount;
  const amount = fields.amount.trim() === '' ? null : amountSchema.safeParse(fields.amount);
  if (amount === null) errors.amount = TRANSACTION_FORM_MESSAGES.amountRequired;
  else if (!amount.success) errors.amount = amount.error.issues[0]?.message ?? TRANSACTION_FORM_MESSAGES.amountInvalid;
  const day = Number(fields.day);
  if (!/^\d{1,2}$/.test(fields.day.trim()) || day < 1 || day > 28) errors.day = AUTO_TRANSFER_MESSAGES.dayRange;
  if (Object.keys(errors).length > 0 || !amount?.success) return { ok: false, errors };
  return { ok: true, values: { fromAccountId: fields.fromAccountId, amount: amount.data, day } };
}
