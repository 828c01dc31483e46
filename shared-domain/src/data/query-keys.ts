import type { TransactionListQuery } from '@buget/shared-domain/schemas';

/**
 * Every React Query key of the app, from one factory per entity (all → lists → list(filters) →
 * detail(id)), so a write invalidates exactly what it changed, whichever remote made it.
 *
 * Keys carry no user id: every query in the cache belongs to the signed-in user, and the whole
 * cache is reset when the user changes and cleared on sign-out (stores/auth-store startAuth), so
 * a query added later is covered without being listed anywhere.
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
    /** The daily page's day (get_daily_situation) and month (get_daily_month), under transactions: every write refreshes them. */
    days: () => [...queryKeys.transactions.all, 'day'] as const,
    day: (date: string, today: string) => [...queryKeys.transactions.days(), date, today] as const,
    dailyMonths: () => [...queryKeys.transactions.all, 'daily-month'] as const,
    dailyMonth: (month: string) => [...queryKeys.transactions.dailyMonths(), month] as const,
    /** The month grid's document (get_month_grid), under transactions: every write refreshes it. */
    months: () => [...queryKeys.transactions.all, 'month'] as const,
    month: (month: string) => [...queryKeys.transactions.months(), month] as const,
    /** The rows of one grid cell (category, subcategory, day), read when its editor opens. */
    cells: () => [...queryKeys.transactions.all, 'cell'] as const,
    cell: (cell: { category: string; subcategory: string | null; date: string }) =>
      [...queryKeys.transactions.cells(), cell] as const,
    /** The reports of Rapoarte (supabase/schemas/17_reports.sql), under transactions: every write refreshes them. */
    reports: () => [...queryKeys.transactions.all, 'report'] as const,
    report: (name: string, params: Record<string, unknown>) => [...queryKeys.transactions.reports(), name, params] as const,
    /** How many of the user's transactions a category, or one of its subcategories, holds. */
    usage: (of: { category: string; subcategory?: string }) => [...queryKeys.transactions.all, 'usage', of] as const,
  },
  recurringRules: {
    all: ['recurring'] as const,
    detail: (id: string) => [...queryKeys.recurringRules.all, id] as const,
  },
  accounts: {
    all: ['accounts'] as const,
    /** Each account's own balance (get_account_balances); under accounts, so account writes refresh it. */
    balances: () => [...queryKeys.accounts.all, 'balances'] as const,
    /** When each account was last reconciled with the bank (user_accounts.last_reconciled_at). */
    reconciled: () => [...queryKeys.accounts.all, 'reconciled'] as const,
    /** The active monthly automatic transfers (get_auto_transfers); under accounts, so account writes refresh them. */
    autoTransfers: () => [...queryKeys.accounts.all, 'auto-transfers'] as const,
  },
  categories: { all: ['custom-categories'] as const },
  /** The user's category rules for imported rows (public.category_rules), in position order. */
  categoryRules: { all: ['category-rules'] as const },
  /** Statement imports (issue 25): the past imports listed with their undo, and the saved CSV column mappings. */
  imports: {
    all: ['imports'] as const,
    batches: () => [...queryKeys.imports.all, 'batches'] as const,
    mappings: () => [...queryKeys.imports.all, 'mappings'] as const,
  },
  /** The signed-in user's app-settings document (public.user_settings). */
  settings: ['user-settings'] as const,
  /** The signed-in auth user as the profile shows it (GET /auth/v1/user). */
  profileUser: ['profile-user'] as const,
  /** The user's restore under way on the server, if any (public.restore_status). */
  restoreUnderWay: ['restore-under-way'] as const,
  /** The balance initialisation after sign-in (spec point 4): one run per user and page load. */
  balanceInit: ['balance-init'] as const,
} as const;

/** What every transaction write makes stale: the lists, the available balance and each account's balance. */
export const TRANSACTION_WRITE_INVALIDATES = [queryKeys.transactions.all, queryKeys.availableBalance, queryKeys.accounts.balances()] as const;
