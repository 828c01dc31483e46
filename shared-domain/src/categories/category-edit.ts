import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { countRo, ok, type Result } from '@buget/shared-domain/rules';
import type { Category, CategoryData } from '@buget/shared-domain/schemas';
import { getSupabase, queryKeys, type Json } from '@buget/shared-domain/data';
import { useBugetMutation } from '@buget/shared-domain/stores';
import { moveSubcategoryInGrid, type MonthGrid } from '@buget/shared-domain/planning';
import { categoriesQueryOptions, sessionUserId } from './get-categories';
import { CategoryRuleError, categoryWriteErrorMessage } from './category-errors';
import { prepareCategorySave } from './operations';
import { validateCategorySaveRequest } from './subcategory';

/**
 * How every change to the user's categories is made (spec point 4, issue 11 point 6); the hooks
 * the screens call are in subcategory-writes.ts and category-writes.ts. Each one checks the rule on the cached catalogue (a broken rule is a
 * CategoryRuleError whose message the toast shows), puts the edited catalogue in the cache with
 * the next version at once (optimistic), writes, and puts the previous catalogue and version back
 * if the write fails; a rename or delete moves the subcategory's figures in the loaded month grids
 * the same way (back too on failure). Writes run one after another (one mutation scope), so each builds on the
 * version the previous one left. A save is the whole document with version + 1, which the server
 * refuses (409) when another tab saved in between; renames and deletes are one server call each
 * that changes the document and the user's transactions together.
 */

export const DOCUMENT = queryKeys.categories.all;
/** Renames and deletes move transactions: the lists and the month grid (keys under transactions). */
export const DOCUMENT_AND_TRANSACTIONS = [DOCUMENT, queryKeys.transactions.all] as const;

export type Plan<T> = {
  categories: Category[];
  write: (next: CategoryData) => Promise<T>;
  /** Transactions the write moves from one subcategory to another (or to none): loaded month grids show it at once too. */
  moves?: { category: string; from: string; to: string | null };
};

async function editCategories<T>(client: QueryClient, plan: (categories: readonly Category[]) => Result<Plan<T>, string>): Promise<T> {
  await client.cancelQueries({ queryKey: DOCUMENT });
  const current = await client.ensureQueryData(categoriesQueryOptions());
  const planned = plan(current.categories);
  if (!planned.ok) throw new CategoryRuleError(planned.error);
  const { next, previous } = prepareCategorySave(current, planned.value.categories);
  const { moves } = planned.value;
  const grids = moves ? client.getQueriesData<MonthGrid>({ queryKey: queryKeys.transactions.months() }) : [];
  client.setQueryData(DOCUMENT, next);
  if (moves) {
    await client.cancelQueries({ queryKey: queryKeys.transactions.months() });
    client.setQueriesData<MonthGrid>({ queryKey: queryKeys.transactions.months() }, (grid) => grid && moveSubcategoryInGrid(grid, moves));
  }
  try {
    return await planned.value.write(next);
  } catch (error) {
    client.setQueryData(DOCUMENT, previous);
    for (const [key, grid] of grids) client.setQueryData(key, grid);
    throw error;
  }
}

/** The whole document with its next version (spec: upsert on user_id). */
async function saveCategoryDocument(document: CategoryData): Promise<void> {
  const request = validateCategorySaveRequest(await sessionUserId(), document);
  if (!request.ok) throw new Error(request.error);
  await getSupabase()
    .from('custom_categories')
    .upsert(
      { user_id: request.value.userId, category_data: document as unknown as Json, version: document.version, updated_at: new Date().toISOString() },
      { onConflict: 'user_id' },
    )
    .throwOnError();
}

const SCOPE = { id: 'category-document' };

export function useCategoryEdit<Variables, T>(options: {
  plan: (categories: readonly Category[], variables: Variables) => Result<Plan<T>, string>;
  invalidates: readonly (readonly unknown[])[];
  successMessage: (data: T, variables: Variables) => string;
}) {
  const client = useQueryClient();
  return useBugetMutation<T, Variables>({
    scope: SCOPE,
    mutationFn: (variables) => editCategories(client, (categories) => options.plan(categories, variables)),
    invalidates: options.invalidates,
    successMessage: options.successMessage,
    errorMessage: categoryWriteErrorMessage,
  });
}

export const saved = (result: Result<Category[], string>): Result<Plan<void>, string> =>
  result.ok ? ok({ categories: result.value, write: saveCategoryDocument }) : result;

export const movedText = (count: number): string =>
  count === 0 ? '' : count === 1 ? ' 1 tranzacție a fost actualizată.' : ` ${countRo(count, 'tranzacție', 'tranzacții')} au fost actualizate.`;

