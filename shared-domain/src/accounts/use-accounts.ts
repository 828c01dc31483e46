import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuthStore } from '@buget/shared-domain/auth';
import { isAccountsMigrated, localAccountsOf, useLocalAccountsStore } from './local-store';
import { accountsQueryOptions, fromAccountRow } from './user-accounts';
import { accountsView, type AccountView } from './account-view';

export type AccountsState = {
  accounts: AccountView[];
  userId: string | undefined;
  /** Nothing to show yet: the server has not answered and this browser holds nothing. */
  loading: boolean;
  /** The server did not answer: the list is what this browser kept. */
  offline: boolean;
  /** Changes waiting for the server (sent by themselves on reconnection). */
  waiting: number;
};

/** The options page's accounts: the server's list with this browser's pending changes. */
export function useAccounts(): AccountsState {
  const userId = useAuthStore((state) => state.user?.id);
  const query = useQuery(accountsQueryOptions());
  const users = useLocalAccountsStore((state) => state.users);
  return useMemo(() => {
    const local = userId ? (users[userId] ?? localAccountsOf(userId)) : localAccountsOf('');
    const server = query.data?.map(fromAccountRow);
    const migrated = userId ? isAccountsMigrated(userId) : true;
    return {
      accounts: accountsView(server, local, migrated),
      userId,
      loading: !server && !local.snapshot && query.isPending,
      offline: !server && query.isError,
      waiting: local.pending.filter((c) => !c.error).length,
    };
  }, [userId, users, query.data, query.isPending, query.isError]);
}
