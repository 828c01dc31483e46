import { queryOptions, useQuery } from '@tanstack/react-query';
import { mergeWithDefaults } from './operations';
import { categoryDataSchema, type Category } from '@buget/shared-domain/schemas';
import { queryKeys, getSupabase } from '@buget/shared-domain/data';

/**
 * The user's catalogue: the saved custom_categories document merged with the default catalogue
 * (spec point 4); a missing or unreadable document gives the defaults.
 */
export async function fetchCategories(): Promise<Category[]> {
  const { data } = await getSupabase().from('custom_categories').select('category_data').maybeSingle().throwOnError();
  const parsed = categoryDataSchema.safeParse(data?.category_data);
  return mergeWithDefaults(parsed.success ? parsed.data.categories : null);
}

export const categoriesQueryOptions = () => queryOptions({ queryKey: queryKeys.categories.all, queryFn: fetchCategories });

/** One query for every screen that lists categories (transactions form and filters, options, grid). */
export const useCategories = () => useQuery(categoriesQueryOptions());
