import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { BALANCE_INIT_DELAY_MS } from '../../constants';
import { toIsoDate, type IsoDate } from '../../dates/iso-date';
import { isoDateSchema } from '../../schemas/common';
import type { DailyBalance } from '../../schemas/daily-balance';
import { ensureUserAccounts, type UserAccountRow } from '../accounts/user-accounts';
import { queryKeys } from '../query-keys';
import { getSupabase } from '../supabase-client';
import { availableBalanceQueryOptions } from './available-balance';

const dailyBalanceRowSchema = z
  .object({ date: isoDateSchema, balance: z.coerce.number(), transaction_ids: z.array(z.string()).nullable() })
  .transform((row): DailyBalance => ({ date: row.date, balance: row.balance, transactionIds: row.transaction_ids ?? [] }));

/**
 * End-of-day balances from the server's get_daily_balances(): the opening balance is the sum of
 * the active accounts counted in the total (the server's default), plus the counted transactions.
 */
export async function fetchDailyBalances(startDate: IsoDate, endDate: IsoDate): Promise<DailyBalance[]> {
  const { data, error } = await getSupabase().rpc('get_daily_balances', { start_date: startDate, end_date: endDate });
  if (error) throw new Error(error.message);
  return z.array(dailyBalanceRowSchema).parse(data);
}

/** The local calendar day (the user's, not UTC's). */
export const localToday = (now: Date = new Date()): IsoDate =>
  toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });

/**
 * Where the daily series starts (spec point 4): the earliest balance start date of the active
 * accounts counted in the total, or today when none has one (or it lies in the future).
 */
export const balanceStartDate = (
  accounts: readonly Pick<UserAccountRow, 'is_active' | 'included_in_total' | 'balance_start_date'>[],
  today: IsoDate,
): IsoDate => {
  const starts = accounts
    .filter((a) => a.is_active && a.included_in_total && a.balance_start_date && a.balance_start_date <= today)
    .map((a) => a.balance_start_date as IsoDate)
    .sort();
  return starts[0] ?? today;
};

export type BalanceInitResult = { accounts: UserAccountRow[]; startDate: IsoDate; daily: DailyBalance[] };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Balance initialisation after sign-in (spec point 4): once the user's accounts exist (the
 * defaults are created on first use), wait BALANCE_INIT_DELAY_MS, then compute the daily
 * balances from the balance start date (or today) to today and load the available balance.
 * Everything lands in the query cache under its usual key.
 *
 * Not done: the spec's migration of old local settings; this app never stored any.
 */
export async function initialiseBalances(
  queryClient: QueryClient,
  options: { today?: IsoDate; delayMs?: number } = {},
): Promise<BalanceInitResult> {
  const { accounts } = await ensureUserAccounts();
  queryClient.setQueryData(queryKeys.accounts.all, accounts);
  await wait(options.delayMs ?? BALANCE_INIT_DELAY_MS);
  const today = options.today ?? localToday();
  const startDate = balanceStartDate(accounts, today);
  const daily = await fetchDailyBalances(startDate, today);
  queryClient.setQueryData(queryKeys.dailyBalances.range(startDate, today), daily);
  await queryClient.fetchQuery(availableBalanceQueryOptions());
  return { accounts, startDate, daily };
}
