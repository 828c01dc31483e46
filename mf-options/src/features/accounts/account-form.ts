import { amountFieldText, type IsoDate } from '@buget/shared-domain/rules';
import { readInitialBalance, validateAccountDraft } from '@buget/shared-domain/settings';
import type { AccountView } from '@buget/shared-domain/accounts';
import { LOCAL_ACCOUNT_TYPES, type LocalAccountType } from '@buget/shared-domain/schemas';
import { DEFAULT_CURRENCY, type Currency } from '@buget/shared-domain/constants';

/** balanceStartDate: the day the initial balance holds on (its start), 'Sold la data de'. */
export type AccountFields = { name: string; type: LocalAccountType | ''; initialBalance: string; includedInTotal: boolean; balanceStartDate: IsoDate | ''; currency: Currency };
export type AccountFieldErrors = Partial<Record<'name' | 'type' | 'initialBalance' | 'balanceStartDate', string>>;

export const ACCOUNT_FORM_MESSAGES = {
  dateRequired: 'Alege ziua de la care contează soldul inițial.',
  dateInFuture: 'Ziua nu poate fi în viitor.',
} as const;

/** A new account's balance holds from today unless another day is chosen. */
export const emptyAccountFields = (today: IsoDate): AccountFields => ({ name: '', type: 'checking', initialBalance: '0', includedInTotal: true, balanceStartDate: today, currency: DEFAULT_CURRENCY });

export const fieldsOf = (account: AccountView, today: IsoDate): AccountFields => ({
  name: account.accountName,
  type: account.accountType,
  initialBalance: amountFieldText(account.initialBalance),
  includedInTotal: account.includedInTotal,
  // An account whose start was never said (a default of first use) gets one when saved.
  balanceStartDate: account.balanceStartDate ?? today,
  currency: account.currency,
});

const FIELD_OF_CODE = {
  NAME_REQUIRED: 'name',
  NAME_TOO_SHORT: 'name',
  NAME_TOO_LONG: 'name',
  DUPLICATE_NAME: 'name',
  TYPE_REQUIRED: 'type',
  INITIAL_BALANCE_REQUIRED: 'initialBalance',
  INITIAL_BALANCE_INVALID: 'initialBalance',
  INITIAL_BALANCE_NEGATIVE: 'initialBalance',
} as const;

/**
 * The form checked by the rules of spec point 5 (validateAccountDraft: every code, in Romanian),
 * each message on its field; valid fields give the values to save.
 */
export function checkAccountFields(
  fields: AccountFields,
  existing: readonly AccountView[],
  today: IsoDate,
  editingId?: string,
):
  | { ok: true; values: { name: string; type: LocalAccountType; initialBalance: number; includedInTotal: boolean; balanceStartDate: IsoDate; currency: Currency } }
  | { ok: false; errors: AccountFieldErrors } {
  const problems = validateAccountDraft(
    { name: fields.name, type: fields.type, initialBalance: fields.initialBalance, ...(editingId ? { accountId: editingId } : {}) },
    existing,
  );
  // A credit account may owe money: its type lets a minus through.
  const initialBalance = readInitialBalance(fields.initialBalance, fields.type);
  const { balanceStartDate } = fields;
  const dateError = balanceStartDate === '' ? ACCOUNT_FORM_MESSAGES.dateRequired : balanceStartDate > today ? ACCOUNT_FORM_MESSAGES.dateInFuture : undefined;
  if (problems.length > 0 || !initialBalance.ok || dateError || balanceStartDate === '') {
    const errors: AccountFieldErrors = {};
    for (const { code, message } of problems) errors[FIELD_OF_CODE[code]] ??= message;
    if (dateError) errors.balanceStartDate = dateError;
    return { ok: false, errors };
  }
  const type = LOCAL_ACCOUNT_TYPES.find((t) => t === fields.type) ?? 'checking';
  return {
    ok: true,
    values: { name: fields.name.trim(), type, initialBalance: initialBalance.value, includedInTotal: fields.includedInTotal, balanceStartDate, currency: fields.currency },
  };
}
