import { ACCOUNT_LIMITS } from '@buget/shared-domain/constants';
import { ACCOUNT_VALIDATION_MESSAGES, type AccountValidationCode } from '@buget/shared-domain/rules';

export type AccountDraft = {
  /** Set when editing, so the account is not a duplicate of itself. */
  accountId?: string;
  name?: string | null;
  type?: string | null;
  initialBalance?: string | number | null;
};

export type AccountValidationError = { code: AccountValidationCode; message: string };

/** Name comparison for uniqueness: trimmed and case-insensitive (spec point 5). */
export const normalizeAccountName = (name: string): string => name.trim().toLocaleLowerCase('ro-RO');

const readBalance = (value: string | number): number =>
  typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));

/**
 * All failing rules of an account draft, in display order (name, type, balance); an empty list
 * means valid. Each code maps to its Romanian message.
 */
export const validateAccountDraft = (
  draft: AccountDraft,
  existing: readonly { accountId: string; accountName: string }[],
): AccountValidationError[] => {
  const codes: AccountValidationCode[] = [];
  const name = draft.name?.trim() ?? '';
  if (!name) codes.push('NAME_REQUIRED');
  else if (name.length > ACCOUNT_LIMITS.nameMax) codes.push('NAME_TOO_LONG');
  else if (name.length < ACCOUNT_LIMITS.nameMin) codes.push('NAME_TOO_SHORT');
  else if (
    existing.some(
      (a) => a.accountId !== draft.accountId && normalizeAccountName(a.accountName) === normalizeAccountName(name),
    )
  ) {
    codes.push('DUPLICATE_NAME');
  }
  if (!draft.type?.trim()) codes.push('TYPE_REQUIRED');
  const raw = draft.initialBalance;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    codes.push('INITIAL_BALANCE_REQUIRED');
  } else {
    const balance = readBalance(raw);
    if (!Number.isFinite(balance)) codes.push('INITIAL_BALANCE_INVALID');
    else if (balance < 0) codes.push('INITIAL_BALANCE_NEGATIVE');
  }
  return codes.map((code) => ({ code, message: ACCOUNT_VALIDATION_MESSAGES[code] }));
};
