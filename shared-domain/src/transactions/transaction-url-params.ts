import type { TransactionListFilters } from './list-transactions';

/**
 * The query-string names of the transactions page's filters that other pages link with (a
 * report's drill-down): short, readable and stable once links are shared. The page reads them
 * (mf-transactions features/filters/url-filters.ts builds its parameters from these).
 */
export const TRANSACTION_FILTER_PARAMS = {
  type: 'tip',
  category: 'categorie',
  subcategory: 'subcategorie',
  dateFrom: 'data_de_la',
  dateTo: 'data_pana_la',
  account: 'cont',
} as const satisfies Partial<Record<keyof TransactionListFilters, string>>;
