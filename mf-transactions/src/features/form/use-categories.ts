import { categoryDataSchema, getSupabase, mergeWithDefaults, queryKeys, type Category } from '@buget/shared-domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The user's catalogue: the saved document merged with the defaults (spec point 4). */
export async function fetchCategories(): Promise<Category[]> {
  const { data } = await getSupabase().from('custom_categories').select('category_data').maybeSingle().throwOnError();
  const parsed = categoryDataSchema.safeParse(data?.category_data);
  return mergeWithDefaults(parsed.success ? parsed.data.categories : null);
}

export const categoriesQueryOptions = () => queryOptions({ queryKey: queryKeys.categories.all, queryFn: fetchCategories });
export const useCategories = () => useQuery(categoriesQueryOptions());
