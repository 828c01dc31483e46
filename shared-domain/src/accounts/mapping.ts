import { DEFAULT_CURRENCY } from '../constants';
import type { AccountRow, AccountRowInput, AccountType, LocalAccount, LocalAccountType } from '../schemas/account';
import { isUuid } from './sync';

/** Icon names (lucide) per type, so every account has one even when the server has none. */
export const ACCOUNT_TYPE_ICONS: Record<LocalAccountType, string> = {
  checking: 'landmark',
  savings: 'piggy-bank',
  investment: 'trending-up',
  cash: 'wallet',
  credit: 'credit-card',
};

export const toLocalAccountType = (type: AccountType): LocalAccountType => type.toLowerCase() as LocalAccountType;
export const toServerAccountType = (type: LocalAccountType): AccountType => type.toUpperCase() as AccountType;

/** A user_accounts row as the UI holds it. The default flag is local, so it is passed in. */
export const toLocalAccount = (row: AccountRow, isDefault = false): LocalAccount => {
  const accountType = toLocalAccountType(row.account_type);
  return {
    accountId: row.id,
    accountName: row.name,
    initialBalance: row.initial_balance,
    currentBalance: row.current_balance,
    currency: DEFAULT_CURRENCY,
    accountType,
    isActive: row.is_active,
    displayOrder: row.display_order,
    includedInTotal: row.included_in_total,
    iconName: ACCOUNT_TYPE_ICONS[accountType],
    isDefault,
  };
};

/**
 * What to send for insert or update. A local-only id is left out so the server assigns a UUID;
 * user_id is left out because the server fills it from auth.uid().
 */
export const toAccountRowInput = (account: LocalAccount): AccountRowInput => ({
  ...(isUuid(account.accountId) ? { id: account.accountId } : {}),
  name: account.accountName.trim(),
  account_type: toServerAccountType(account.accountType),
  initial_balance: account.initialBalance,
  current_balance: account.currentBalance,
  included_in_total: account.includedInTotal,
  display_order: account.displayOrder,
  is_active: account.isActive,
});
