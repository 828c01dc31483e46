import type { AccountRowInput, AccountType, LocalAccount, LocalAccountType } from '@buget/shared-domain/schemas';
import { isUuid } from './sync';

/** Icon names (lucide) per type, so every account has one even when the server has none. */
export const ACCOUNT_TYPE_ICONS: Record<LocalAccountType, string> = {
  checking: 'landmark',
  savings: 'piggy-bank',
  investment: 'trending-up',
  cash: 'wallet',
  credit: 'credit-card',
};

const toServerAccountType = (type: LocalAccountType): AccountType => type.toUpperCase() as AccountType;

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
