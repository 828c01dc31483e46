import type { AccountRowInput, AccountType, LocalAccount, LocalAccountType } from '@buget/shared-domain/schemas';
import type { AccountChanges } from './local-store';
import { insertIdOf } from './sync';

/** Icon names (lucide) per type, so every account has one even when the server has none. */
export const ACCOUNT_TYPE_ICONS: Record<LocalAccountType, string> = {
  checking: 'landmark',
  savings: 'piggy-bank',
  investment: 'trending-up',
  cash: 'wallet',
  credit: 'credit-card',
};

const toServerAccountType = (type: LocalAccountType): AccountType => type.toUpperCase() as AccountType;
/** The server's type ('CREDIT') in the form's spelling ('credit'). */
export const localAccountTypeOf = (type: AccountType): LocalAccountType => type.toLowerCase() as LocalAccountType;

/**
 * What to send for insert or update. A local id gives its UUID or none (see insertIdOf);
 * user_id is left out because the server fills it from auth.uid().
 */
export const toAccountRowInput = (account: LocalAccount): AccountRowInput => {
  const id = insertIdOf(account.accountId);
  return {
    ...(id ? { id } : {}),
    name: account.accountName.trim(),
    account_type: toServerAccountType(account.accountType),
    initial_balance: account.initialBalance,
    included_in_total: account.includedInTotal,
    display_order: account.displayOrder,
    is_active: account.isActive,
    currency: account.currency,
    ...(account.balanceStartDate ? { balance_start_date: account.balanceStartDate } : {}),
  };
};

/** The columns an edit writes (the server keeps the default and the order to itself). */
export const toAccountChangesRow = (changes: AccountChanges): Partial<AccountRowInput> => ({
  ...(changes.accountName !== undefined ? { name: changes.accountName.trim() } : {}),
  ...(changes.accountType !== undefined ? { account_type: toServerAccountType(changes.accountType) } : {}),
  ...(changes.initialBalance !== undefined ? { initial_balance: changes.initialBalance } : {}),
  ...(changes.includedInTotal !== undefined ? { included_in_total: changes.includedInTotal } : {}),
  ...(changes.isActive !== undefined ? { is_active: changes.isActive } : {}),
  ...(changes.currency !== undefined ? { currency: changes.currency } : {}),
  ...(changes.balanceStartDate !== undefined ? { balance_start_date: changes.balanceStartDate } : {}),
});
