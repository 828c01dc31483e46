import { hashKey, type QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '@buget/shared-domain/categories';
import { queryKeys } from '@buget/shared-domain/data';
import { monthGridQueryOptions } from '@buget/shared-domain/planning';

const ACCOUNTS = hashKey(queryKeys.accounts.all);
const BALANCE_INIT = hashKey(queryKeys.balanceInit);

/** As MonthGridView waits: the accounts are in the cache, or the balance initialisation is over. */
const accountsReady = (client: QueryClient) => {
  const accounts = client.getQueryData<unknown[]>(queryKeys.accounts.all);
  const init = client.getQueryState(queryKeys.balanceInit)?.status;
  return (Array.isArray(accounts) && accounts.length > 0) || init === 'success' || init === 'error';
};

/**
 * Starts the grid's reads as soon as its module is loaded, not when the page mounts: on a page
 * load the shell keeps its loader up a minimum time after the parcel arrives, and the month waited
 * behind it. The catalogue at once; the month (the same query MonthGridView reads, so it is asked
 * once) when the balance initialisation has put the accounts its opening balance counts in the cache.
 */
export function prefetchGrid(client: QueryClient, month: string): void {
  void client.prefetchQuery(categoriesQueryOptions());
  const start = () => void client.prefetchQuery(monthGridQueryOptions(month));
  if (accountsReady(client)) return start();
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    const hash = event.query.queryHash;
    if ((hash === ACCOUNTS || hash === BALANCE_INIT) && accountsReady(client)) {
      unsubscribe();
      start();
    }
  });
}
