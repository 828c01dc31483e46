import { useQuery } from '@tanstack/react-query';
import { getSupabase, queryKeys } from '@buget/shared-domain/data';

export type CategoryUsageOf = { category: string; subcategory?: string };

/** How many of the user's transactions are filed under a category, or one of its subcategories (a count, no rows). */
async function countTransactions({ category, subcategory }: CategoryUsageOf): Promise<number> {
  const filtered = getSupabase().from('transactions').select('id', { count: 'exact', head: true }).eq('category', category);
  const { count } = await (subcategory === undefined ? filtered : filtered.eq('subcategory', subcategory)).throwOnError();
  return count ?? 0;
}

/**
 * What a delete dialog tells before it asks: the number of transactions that would move or lose
 * their subcategory. Under the transactions key, so any write refreshes it.
 */
export const useCategoryUsage = (of: CategoryUsageOf, enabled = true) =>
  useQuery({ queryKey: queryKeys.transactions.usage(of), queryFn: () => countTransactions(of), enabled });
