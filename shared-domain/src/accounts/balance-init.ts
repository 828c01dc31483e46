import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { BALANCE_INIT_DELAY_MS } from '@buget/shared-domain/constants';
import type { UserAccountRow } from './user-accounts';
import { announceReconcile, ensureUserAccounts } from './reconcile';
import { queryKeys } from '@buget/shared-domain/data';
import { availableBalanceQueryOptions } from '@buget/shared-domain/balance';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Balance initialisation after sign-in (spec point 4): once the user's accounts are reconciled
 * (the defaults created on first use, or the one-time migration of local accounts, and the
 * changes saved locally sent), wait BALANCE_INIT_DELAY_MS, then load the available balance. Accounts and balance land in the query cache under their usual keys.
 *
 * Not done: the spec's migration of old local settings (this app never stored any), and the
 * daily series: no screen reads it yet (the daily page will ask get_daily_balances for its days).
 */
export async function initialiseBalances(
  queryClient: QueryClient,
  options: { delayMs?: number; signal?: AbortSignal } = {},
): Promise<UserAccountRow[]> {
  const reconciled = await ensureUserAccounts();
  // Cancelled meanwhile (another user signed in): these accounts must not reach the cache.
  options.signal?.throwIfAborted();
  announceReconcile(reconciled);
  const { accounts } = reconciled;
  queryClient.setQueryData(queryKeys.accounts.all, accounts);
  await wait(options.delayMs ?? BALANCE_INIT_DELAY_MS);
  options.signal?.throwIfAborted();
  await queryClient.fetchQuery(availableBalanceQueryOptions());
  return accounts;
}

/**
 * The initialisation as a query: it runs once per user and page load (the cache of the previous
 * user is reset when the user changes, so the next one runs it again), and every component that
 * asks shares the one run. No retries of its own: the balance fetch inside retries as its query
 * does, and a failure waits for the user's retry (refetch).
 */
export const balanceInitQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.balanceInit,
    queryFn: ({ client, signal }) => initialiseBalances(client, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useBalanceInit = () => useQuery(balanceInitQueryOptions());
