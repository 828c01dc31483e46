import { ACCOUNT_LIMITS, DEFAULT_CURRENCY } from '../constants';
import { err, ok, type Result } from '../result/result';
import { localAccountTypeSchema, type AccountRow, type LocalAccount, type LocalAccountType } from '../schemas/account';
import { validateAccountDraft, type AccountDraft } from '../validation/account';
import { ACCOUNT_VALIDATION_MESSAGES } from '../validation/messages';
import { ACCOUNT_MESSAGES } from './messages';
import { ACCOUNT_TYPE_ICONS, toLocalAccount } from './mapping';

const byOrder = (a: LocalAccount, b: LocalAccount): number => a.displayOrder - b.displayOrder;

export const sortAccounts = (accounts: readonly LocalAccount[]): LocalAccount[] => [...accounts].sort(byOrder);
export const activeAccounts = (accounts: readonly LocalAccount[]): LocalAccount[] => sortAccounts(accounts.filter((a) => a.isActive));

export const getDefaultAccount = (accounts: readonly LocalAccount[]): LocalAccount | undefined =>
  accounts.find((a) => a.isDefault && a.isActive);

/**
 * Restores the invariant "exactly one default, and it is active": when the default is missing
 * or inactive, the first active account (by display order) takes over.
 */
export const ensureValidDefault = (accounts: readonly LocalAccount[]): LocalAccount[] => {
  const current = getDefaultAccount(accounts);
  const defaultId = current?.accountId ?? activeAccounts(accounts)[0]?.accountId;
  return accounts.map((a) => ({ ...a, isDefault: a.accountId === defaultId }));
};

export const canAddAccount = (accounts: readonly LocalAccount[]): boolean => accounts.length < ACCOUNT_LIMITS.maxAccounts;

export type NewAccountInput = AccountDraft & { iconName?: string; includedInTotal?: boolean };

/**
 * Adds an account after validation. `accountId` comes from the caller (a server UUID or a
 * 'local-' id). The first account ever added becomes the default.
 */
export const addAccount = (
  accounts: readonly LocalAccount[],
  input: NewAccountInput,
  accountId: string,
): Result<LocalAccount[], string> => {
  if (!canAddAccount(accounts)) return err(ACCOUNT_MESSAGES.maxReached);
  const errors = validateAccountDraft({ ...input, accountId: undefined }, accounts);
  if (errors[0]) return err(errors[0].message);
  const type = localAccountTypeSchema.safeParse(input.type?.toLowerCase());
  // The draft check only knows "present"; an unknown type is as good as none.
  if (!type.success) return err(ACCOUNT_VALIDATION_MESSAGES.TYPE_REQUIRED);
  const accountType: LocalAccountType = type.data;
  const initialBalance = Number(String(input.initialBalance).replace(',', '.'));
  const account: LocalAccount = {
    accountId,
    accountName: (input.name ?? '').trim(),
    initialBalance,
    currentBalance: initialBalance,
    currency: DEFAULT_CURRENCY,
    accountType,
    isActive: true,
    displayOrder: Math.max(0, ...accounts.map((a) => a.displayOrder)) + 1,
    includedInTotal: input.includedInTotal ?? true,
    iconName: input.iconName ?? ACCOUNT_TYPE_ICONS[accountType],
    isDefault: accounts.length === 0,
  };
  return ok([...accounts, account]);
};

/** Edits an account; name rules apply again, ignoring the account's own name. */
export const updateAccount = (
  accounts: readonly LocalAccount[],
  accountId: string,
  patch: Partial<Omit<LocalAccount, 'accountId' | 'isDefault'>>,
): Result<LocalAccount[], string> => {
  const current = accounts.find((a) => a.accountId === accountId);
  if (!current) return err(ACCOUNT_MESSAGES.notFound);
  const next = { ...current, ...patch, accountName: (patch.accountName ?? current.accountName).trim() };
  const errors = validateAccountDraft(
    { accountId, name: next.accountName, type: next.accountType, initialBalance: next.initialBalance },
    accounts,
  );
  if (errors[0]) return err(errors[0].message);
  if (!next.isActive && current.isActive && activeAccounts(accounts).length === 1) return err(ACCOUNT_MESSAGES.cannotDeleteLast);
  return ok(ensureValidDefault(accounts.map((a) => (a.accountId === accountId ? next : a))));
};

/**
 * Deletes an account. The last active one and one with transactions stay; when the default
 * goes, the first active account becomes the default.
 */
export const deleteAccount = (
  accounts: readonly LocalAccount[],
  accountId: string,
  context: { hasTransactions: boolean } = { hasTransactions: false },
): Result<LocalAccount[], string> => {
  const target = accounts.find((a) => a.accountId === accountId);
  if (!target) return err(ACCOUNT_MESSAGES.notFound);
  if (target.isActive && activeAccounts(accounts).length === 1) return err(ACCOUNT_MESSAGES.cannotDeleteLast);
  if (context.hasTransactions) return err(ACCOUNT_MESSAGES.hasTransactions);
  return ok(ensureValidDefault(accounts.filter((a) => a.accountId !== accountId)));
};

/** Makes an active account the default. */
export const setDefaultAccount = (accounts: readonly LocalAccount[], accountId: string): Result<LocalAccount[], string> => {
  const target = accounts.find((a) => a.accountId === accountId);
  if (!target) return err(ACCOUNT_MESSAGES.notFound);
  if (!target.isActive) return err(ACCOUNT_MESSAGES.notActive);
  return ok(accounts.map((a) => ({ ...a, isDefault: a.accountId === accountId })));
};

/**
 * After a remote sync the server's accounts replace the local ones if it returned any. The
 * default is local knowledge, so it follows the same id when that id still exists.
 */
export const replaceWithServerAccounts = (
  local: readonly LocalAccount[],
  rows: readonly AccountRow[],
): LocalAccount[] => {
  if (rows.length === 0) return [...local];
  const defaultId = getDefaultAccount(local)?.accountId;
  return ensureValidDefault(sortAccounts(rows.map((row) => toLocalAccount(row, row.id === defaultId))));
};

/** The sum shown as the total: active accounts counted in the total. */
export const totalIncludedBalance = (accounts: readonly LocalAccount[]): number =>
  accounts.filter((a) => a.isActive && a.includedInTotal).reduce((sum, a) => sum + a.currentBalance, 0);
