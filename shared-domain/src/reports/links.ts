import { ROUTES } from '@buget/shared-domain/rules';
import { TRANSACTION_FILTER_PARAMS } from '@buget/shared-domain/transactions';
import { rangeDays, type MonthRange } from './periods';

/**
 * The transactions list filtered to what a report shows: the period's days, expenses of a
 * category and subcategory (null: the whole category; a category's rows without a subcategory
 * cannot be filtered apart), and the account when exactly one is chosen.
 */
export function transactionsHref(target: { range: MonthRange; category: string; subcategory: string | null; accounts: readonly string[] }): string {
  const days = rangeDays(target.range);
  const params = new URLSearchParams();
  params.set(TRANSACTION_FILTER_PARAMS.type, 'EXPENSE');
  params.set(TRANSACTION_FILTER_PARAMS.category, target.category);
  if (target.subcategory) params.set(TRANSACTION_FILTER_PARAMS.subcategory, target.subcategory);
  params.set(TRANSACTION_FILTER_PARAMS.dateFrom, days.from);
  params.set(TRANSACTION_FILTER_PARAMS.dateTo, days.to);
  if (target.accounts.length === 1 && target.accounts[0]) params.set(TRANSACTION_FILTER_PARAMS.account, target.accounts[0]);
  return `${ROUTES.transactions}?${params.toString()}`;
}
