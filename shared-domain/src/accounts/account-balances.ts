import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { CURRENCIES } from '@buget/shared-domain/constants';
import { isoDateSchema } from '@buget/shared-domain/schemas';
import { toLocalIsoDate } from '@buget/shared-domain/rules';
import { queryKeys, getSupabase } from '@buget/shared-domain/data';

const accountBalanceRowSchema = z.object({
  account_id: z.string(),
  /** numeric may arrive as a string: read as a number. */
  balance: z.coerce.number(),
  balance_start: z.nullable(isoDateSchema),
  counted: z.boolean(),
  currency: z.enum(CURRENCIES),
  converted: z.nullable(z.coerce.number()),
  rate: z.nullable(z.coerce.number()),
  rate_date: z.nullable(isoDateSchema),
});

export const accountBalancesSchema = z.array(
  z.pipe(
    accountBalanceRowSchema,
    z.transform((row: z.output<typeof accountBalanceRowSchema>) => ({
      accountId: row.account_id,
      /** Initial balance plus what the account's rows moved from its balance start (SQL). */
      balance: row.balance,
      /** The day the balance starts from (the account's or the user's balance start), or null. */
      balanceStart: row.balance_start,
      /** Part of the available balance: active and included in the total. */
      counted: row.counted,
      /** The account's own currency: balance is in it. */
      currency: row.currency,
      /** The balance in the default currency at the BNR rate of the day; null without a rate. */
      converted: row.converted,
      /** The day BNR published that rate; null for an account in the default currency or without a rate. */
      rateDate: row.rate_date,
    })),
  ),
);
export type AccountBalance = z.output<typeof accountBalancesSchema>[number];

/**
 * Each of the user's accounts with its own balance at the end of the user's today, from the
 * server's get_account_balances (the same rule as the available balance, account by account):
 * no balance is added up here.
 */
export async function fetchAccountBalances(): Promise<AccountBalance[]> {
  const { data } = await getSupabase().rpc('get_account_balances', { as_of: toLocalIsoDate(new Date()) }).throwOnError();
  return accountBalancesSchema.parse(data);
}

/** Key queryKeys.accounts.balances(): every money write invalidates it with the available balance. */
export const accountBalancesQueryOptions = () => queryOptions({ queryKey: queryKeys.accounts.balances(), queryFn: fetchAccountBalances });

export const useAccountBalances = () => useQuery(accountBalancesQueryOptions());
