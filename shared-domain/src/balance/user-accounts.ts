import * as z from 'zod/mini';
import { createDefaultAccounts } from './accounts/defaults';
import { toAccountRowInput } from './accounts/mapping';
import { accountRowSchema, isoDateSchema } from '@buget/shared-domain/schemas';
import { getSupabase } from '@buget/shared-domain/data';

const ACCOUNT_COLUMNS =
  'id, user_id, name, account_type, initial_balance, current_balance, included_in_total, display_order, is_active, is_default, balance_start_date';

/** A user_accounts row as read here: numeric columns may arrive as strings. */
export const userAccountRowSchema = z.extend(accountRowSchema, {
  initial_balance: z.coerce.number(),
  current_balance: z.coerce.number(),
  is_default: z.boolean(),
  balance_start_date: z.nullable(isoDateSchema),
});
export type UserAccountRow = z.output<typeof userAccountRowSchema>;

/** Postgres unique_violation: another tab created the defaults at the same moment. */
const UNIQUE_VIOLATION = '23505';

/** The signed-in user's accounts, by display order (row-level security keeps them the user's own). */
export async function fetchUserAccounts(): Promise<UserAccountRow[]> {
  const { data, error } = await getSupabase()
    .from('user_accounts')
    .select(ACCOUNT_COLUMNS)
    .order('display_order', { ascending: true });
  if (error) throw new Error(error.message);
  return z.array(userAccountRowSchema).parse(data);
}

/**
 * The user's accounts, creating the three default ones of spec point 3 (Bancă, Cash, Investiții)
 * on first use. The server enforces the rules (unique names, at most 10, the first is the
 * default); if two tabs race, the loser's insert fails on the unique name and it reads the
 * winner's accounts.
 */
export async function ensureUserAccounts(): Promise<{ accounts: UserAccountRow[]; created: boolean }> {
  const existing = await fetchUserAccounts();
  if (existing.length > 0) return { accounts: existing, created: false };
  const { error } = await getSupabase().from('user_accounts').insert(createDefaultAccounts().map(toAccountRowInput));
  if (error && error.code !== UNIQUE_VIOLATION) throw new Error(error.message);
  return { accounts: await fetchUserAccounts(), created: !error };
}
