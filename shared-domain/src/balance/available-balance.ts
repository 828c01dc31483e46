import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { CURRENCIES, QUERY_CACHE } from '@buget/shared-domain/constants';
import { toLocalIsoDate } from '@buget/shared-domain/rules';
import { queryKeys, getSupabase } from '@buget/shared-domain/data';

/** numeric columns may arrive as strings: read them as numbers. */
const amount = z.coerce.number();
const balanceRowSchema = z.object({
  total_income: amount,
  total_expenses: amount,
  total_savings: amount,
  available_balance: amount,
  balances_set: z.boolean(),
  currency: z.enum(CURRENCIES),
  missing_rates: z.array(z.enum(CURRENCIES)),
});
export const availableBalanceSchema = z.pipe(
  balanceRowSchema,
  z.transform((row: z.output<typeof balanceRowSchema>) => ({
    /** The month of as_of through as_of: its counted income, expenses and savings (spec point 2's lines). */
    totalIncome: row.total_income,
    totalExpenses: row.total_expenses,
    totalSavings: row.total_savings,
    available: row.available_balance,
    /** False while an active account counted in the total has no starting balance yet (the first-run card). */
    balancesSet: row.balances_set,
    /** The default currency every figure here is in (the user's setting). */
    currency: row.currency,
    /** Currencies left out of the figures for want of a BNR rate (issue 26 point 1): said, never guessed. */
    missingRates: row.missing_rates,
  })),
);
export type AvailableBalanceFigures = z.output<typeof availableBalanceSchema>;

/**
 * The server's get_available_balance() as of the user's today (the browser's calendar day): the
 * rule of what counts lives there, in SQL, and nowhere else.
 */
export async function fetchAvailableBalance(): Promise<AvailableBalanceFigures> {
  const { data } = await getSupabase().rpc('get_available_balance', { as_of: toLocalIsoDate(new Date()) }).single().throwOnError();
  return availableBalanceSchema.parse(data);
}

/** Key totalAvailableBalance; fresh 30 s, kept 5 min, refetched on focus, 2 retries (spec point 7). */
export const availableBalanceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.availableBalance,
    queryFn: fetchAvailableBalance,
    staleTime: QUERY_CACHE.availableBalance.staleTimeMs,
    gcTime: QUERY_CACHE.availableBalance.gcTimeMs,
    retry: QUERY_CACHE.availableBalance.retry,
    refetchOnWindowFocus: QUERY_CACHE.availableBalance.refetchOnWindowFocus,
  });

export function useAvailableBalance(enabled = true) {
  return useQuery({ ...availableBalanceQueryOptions(), enabled });
}
