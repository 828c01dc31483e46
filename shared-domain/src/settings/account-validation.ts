import { ACCOUNT_LIMITS } from '@buget/shared-domain/constants';
import { ACCOUNT_VALIDATION_MESSAGES, err, ok, parseAmountText, toBani, type AccountValidationCode, type AmountTextError, type Result } from '@buget/shared-domain/rules';

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

/** A hyphen-minus or the minus sign U+2212 before a credit account's debt. */
const LEADING_MINUS = /^\s*[-\u2212]/;

/** A credit account may owe money: its initial balance may be below zero (issue 22 point 3). */
const mayBeNegative = (accountType: string | null | undefined): boolean => accountType?.toUpperCase() === 'CREDIT';

/**
 * An initial balance, typed ('1.234,56', '1 234,5 lei': parseAmountText) or a number, at most to
 * the ban the column keeps (numeric(14, 2)): a third decimal ('0,005', '1,234') is refused, never
 * rounded away. Not negative, except for a credit account ('-1.500' owed), as the server's check
 * says.
 */
export const readInitialBalance = (value: string | number, accountType?: string | null): Result<number, AmountTextError> => {
  const owed = typeof value === 'string' && mayBeNegative(accountType) && LEADING_MINUS.test(value);
  const text = typeof value === 'string' && owed ? value.replace(LEADING_MINUS, '') : value;
  const read = typeof text === 'string' ? parseAmountText(text) : Number.isFinite(text) ? ok(text) : err('invalid' as const);
  if (!read.ok) return owed && read.error === 'negative' ? err('invalid') : read;
  const bani = toBani(owed ? -read.value : read.value);
  if (Math.abs(bani - (owed ? -read.value : read.value) * 100) > 1e-6) return err('invalid');
  if (bani < 0 && !mayBeNegative(accountType)) return err('negative');
  return ok(bani === 0 ? 0 : bani / 100);
};

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
    const balance = readInitialBalance(raw, draft.type);
    if (!balance.ok) codes.push(balance.error === 'negative' ? 'INITIAL_BALANCE_NEGATIVE' : 'INITIAL_BALANCE_INVALID');
  }
  return codes.map((code) => ({ code, message: ACCOUNT_VALIDATION_MESSAGES[code] }));
};
