import { amountFieldText } from '@buget/shared-domain/rules';
import { readInitialBalance, validateAccountDraft } from '@buget/shared-domain/settings';
import type { AccountView } from '@buget/shared-domain/accounts';
import { LOCAL_ACCOUNT_TYPES, type LocalAccountType } from '@buget/shared-domain/schemas';

export type AccountFields = { name: string; type: LocalAccountType | ''; initialBalance: string; includedInTotal: boolean };
export type AccountFieldErrors = Partial<Record<'name' | 'type' | 'initialBalance', string>>;

export const emptyAccountFields = (): AccountFields => ({ name: '', type: 'checking', initialBalance: '0', includedInTotal: true });

export const fieldsOf = (account: AccountView): AccountFields => ({
  name: account.accountName,
  type: account.accountType,
  initialBalance: amountFieldText(account.initialBalance),
  includedInTotal: account.includedInTotal,
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
  editingId?: string,
): { ok: true; values: { name: string; type: LocalAccountType; initialBalance: number; includedInTotal: boolean } } | { ok: false; errors: AccountFieldErrors } {
  const problems = validateAccountDraft(
    { name: fields.name, type: fields.type, initialBalance: fields.initialBalance, ...(editingId ? { accountId: editingId } : {}) },
    existing,
  );
  const initialBalance = readInitialBalance(fields.initialBalance);
  if (problems.length > 0 || !initialBalance.ok) {
    const errors: AccountFieldErrors = {};
    for (const { code, message } of problems) errors[FIELD_OF_CODE[code]] ??= message;
    return { ok: false, errors };
  }
  const type = LOCAL_ACCOUNT_TYPES.find((t) => t === fields.type) ?? 'checking';
  return { ok: true, values: { name: fields.name.trim(), type, initialBalance: initialBalance.value, includedInTotal: fields.includedInTotal } };
}
