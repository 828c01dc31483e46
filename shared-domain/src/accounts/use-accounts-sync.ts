import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PENDING_ACCOUNTS_RETRY_MS } from '@buget/shared-domain/constants';
import { useAuthStore } from '@buget/shared-domain/auth';
import { queryKeys } from '@buget/shared-domain/data';
import { localAccountsOf, useLocalAccountsStore } from './local-store';
import { announceReconcile, reconcileAccounts } from './reconcile';

const waiting = (userId: string): boolean => localAccountsOf(userId).pending.some((c) => !c.error);

/**
 * Sends the user's pending account changes now (the options page's "sync now", the reconnection
 * below) and puts the server's list in the cache. A server still out of reach leaves them queued.
 */
export async function syncPendingAccounts(queryClient: QueryClient, userId: string): Promise<void> {
  const result = await reconcileAccounts(userId);
  queryClient.setQueryData(queryKeys.accounts.all, result.accounts);
  announceReconcile(result);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.availableBalance }),
    queryClient.invalidateQueries({ queryKey: queryKeys.accounts.balances() }),
  ]);
}

/**
 * Mounted once by the signed-in frame: account changes saved locally reach the server by
 * themselves — on reconnection (the browser's 'online' event) and, while any wait, every
 * PENDING_ACCOUNTS_RETRY_MS (a server that failed while the browser stayed online).
 */
export function useAccountsSync(): void {
  const queryClient = useQueryClient();
  const userId = useAuthStore((state) => state.user?.id);
  const hasPending = useLocalAccountsStore((state) => (userId ? (state.users[userId]?.pending ?? []).some((c) => !c.error) : false));
  useEffect(() => {
    if (!userId) return undefined;
    const run = () => {
      if (navigator.onLine && waiting(userId)) syncPendingAccounts(queryClient, userId).catch(() => undefined);
    };
    window.addEventListener('online', run);
    const timer = hasPending ? setInterval(run, PENDING_ACCOUNTS_RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', run);
      clearInterval(timer);
    };
  }, [userId, hasPending, queryClient]);
}
