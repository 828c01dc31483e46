import * as z from 'zod/mini';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountRowSchema, isoDateSchema, type LocalAccount } from '@buget/shared-domain/schemas';
import { getSupabase, queryKeys } from '@buget/shared-domain/data';
import { ACCOUNT_TYPE_ICONS, localAccountTypeOf } from './mapping';
import { asRequestUser, type RequestUser } from './server-writes';
import { useBalanceInit } from './balance-init';

const ACCOUNT_COLUMNS =
  'id, user_id, name, account_type, initial_balance, included_in_total, display_order, is_active, is_default, balance_start_date, currency';

/** A user_accounts row as read here: numeric columns may arrive as strings. */
export const userAccountRowSchema = z.extend(accountRowSchema, {
  initial_balance: z.coerce.number(),
  is_default: z.boolean(),
  balance_start_date: z.nullable(isoDateSchema),
});
export type UserAccountRow = z.output<typeof userAccountRowSchema>;

/**
 * The signed-in user's accounts (or `user`'s: the sync's), by display order (row-level security
 * keeps them the user's own).
 */
export async function fetchUserAccounts(user?: RequestUser): Promise<UserAccountRow[]> {
  const { data } = await asRequestUser(getSupabase().from('user_accounts').select(ACCOUNT_COLUMNS).order('display_order', { ascending: true }), user).throwOnError();
  return z.array(userAccountRowSchema).parse(data);
}

/** A server row in the shape the UI and local storage hold (spec point 3's local form). */
export const fromAccountRow = (row: UserAccountRow): LocalAccount => {
  const accountType = localAccountTypeOf(row.account_type);
  return {
    accountId: row.id,
    accountName: row.name,
    initialBalance: row.initial_balance,
    currency: row.currency,
    accountType,
    isActive: row.is_active,
    displayOrder: row.display_order,
    includedInTotal: row.included_in_total,
    iconName: ACCOUNT_TYPE_ICONS[accountType],
    isDefault: row.is_default,
    ...(row.balance_start_date ? { balanceStartDate: row.balance_start_date } : {}),
  };
};

/** The accounts list (key queryKeys.accounts.all); the balance initialisation fills it first. */
export const accountsQueryOptions = () => queryOptions({ queryKey: queryKeys.accounts.all, queryFn: () => fetchUserAccounts() });

/**
 * The user's accounts as the server has them (the daily page's quick add and first-run card, the
 * header's panel), once the balance initialisation has put them in the cache: no read of its own
 * before (on first use the defaults are made there).
 */
export function useUserAccounts() {
  const init = useBalanceInit();
  return useQuery({ ...accountsQueryOptions(), enabled: init.isSuccess });
}
