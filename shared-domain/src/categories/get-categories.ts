import { queryOptions, useQuery } from '@tanstack/react-query';
import { mergeWithDefaults } from './operations';
import { validateCategoryLoadRequest } from './subcategory';
import { categoryDataSchema, type Category, type CategoryData } from '@buget/shared-domain/schemas';
import { queryKeys, getSupabase } from '@buget/shared-domain/data';

/** The signed-in user's id from the client's session (null when signed out). */
export async function sessionUserId(): Promise<string | null> {
  const { data } = await getSupabase().auth.getSession();
  return data.session?.user.id ?? null;
}

/**
 * The user's category document: the saved custom_categories categories merged with the default
 * catalogue (spec point 4), and the stored version the next save builds on (0 when nothing is
 * saved yet). A missing or unreadable document gives the defaults.
 */
export async function fetchCategoryDocument(): Promise<CategoryData> {
  const user = validateCategoryLoadRequest(await sessionUserId());
  if (!user.ok) throw new Error(user.error);
  const { data } = await getSupabase().from('custom_categories').select('category_data,version').maybeSingle().throwOnError();
  const parsed = categoryDataSchema.safeParse(data?.category_data);
  return { categories: mergeWithDefaults(parsed.success ? parsed.data.categories : null), version: data?.version ?? 0 };
}

export const categoriesQueryOptions = () => queryOptions({ queryKey: queryKeys.categories.all, queryFn: fetchCategoryDocument });

const selectCategories = (document: CategoryData): Category[] => document.categories;

/** One query for every screen that lists categories (transactions form and filters, options, grid). */
export const useCategories = () => useQuery({ ...categoriesQueryOptions(), select: selectCategories });
