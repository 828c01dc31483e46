import type { TransactionListQuery } from '../schemas';

/**
 * Every React Query key of the app, from one factory per entity (all → lists → list(filters) →
 * detail(id)), so a write invalidates exactly what it changed, whichever remote made it.
 */
export const queryKeys = {
  /** The header widget's figure; its key name is the spec's (point 7). */
  availableBalance: ['totalAvailableBalance'] as const,
  transactions: {
    all: ['transactions'] as const,
    lists: () => [...queryKeys.transactions.all, 'list'] as const,
    list: (query: Partial<TransactionListQuery> & Record<string, unknown>) =>
      [...queryKeys.transactions.lists(), query] as const,
    details: () => [...queryKeys.transactions.all, 'detail'] as const,
    detail: (id: string) => [...queryKeys.transactions.details(), id] as const,
  },
  recurringRules: {
    all: ['recurring'] as const,
    detail: (id: string) => [...queryKeys.recurringRules.all, id] as const,
  },
  accounts: { all: ['accounts'] as const },
  categories: { all: ['custom-categories'] as const },
  dailyBalances: {
    all: ['daily-balances'] as const,
    range: (from: string, to: string) => [...queryKeys.dailyBalances.all, from, to] as const,
  },
} as const;

/** What every transaction write makes stale: lists, balances, daily figures. */
export const TRANSACTION_WRITE_INVALIDATES = [
  queryKeys.transactions.all,
  queryKeys.availableBalance,
  queryKeys.dailyBalances.all,
] as const;

/** Queries that belong to one user: removed when the signed-in user changes (spec point 4). */
export const USER_SCOPED_QUERY_ROOTS = [
  queryKeys.transactions.all,
  queryKeys.recurringRules.all,
  queryKeys.accounts.all,
] as const;
