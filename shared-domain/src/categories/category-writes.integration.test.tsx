// @vitest-environment jsdom
/**
 * The category hooks against the real local Supabase server (testing/local-supabase.global.ts):
 * each change reaches the document and, for renames and deletes, the user's transactions in one
 * call; the cached catalogue changes at once and goes back, version included, when the server
 * refuses; the rules broken on the client are said in Romanian and nothing is written.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, inject } from 'vitest';
import { CATEGORY_MESSAGES as C, SUBCATEGORY_MESSAGES as M } from '@buget/shared-domain/rules';
import type { CategoryData } from '@buget/shared-domain/schemas';
import { useToastStore } from '@buget/shared-domain/stores';
import { createTransaction } from '@buget/shared-domain/transactions';
import { configureSupabase, getSupabase, queryKeys } from '@buget/shared-domain/data';
import { fetchMonthGrid, type MonthGrid } from '@buget/shared-domain/planning';
import { INTEGRATION_EMAILS } from '../testing/local-supabase.global';
import { fetchCategoryDocument, useCategories } from './get-categories';
import { useAddCategory, useDeleteCategory, useRenameCategory } from './category-writes';
import { useAddSubcategory, useDeleteSubcategory, useRenameSubcategory } from './subcategory-writes';
import { useCategoryUsage } from './category-usage';
import { findCategory } from './operations';

const PASSWORD = 'Integrare#2026';
let client: QueryClient;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const cached = () => client.getQueryData<CategoryData>(queryKeys.categories.all);
const subcategoriesOf = (data: CategoryData | undefined, category: string) =>
  findCategory(data?.categories ?? [], category)?.subcategories.map((s) => s.name) ?? [];
const lastToast = () => useToastStore.getState().toasts[0];

async function rowsOf(ids: string[]): Promise<Array<[string, string | null]>> {
  const { data } = await getSupabase().from('transactions').select('id,category,subcategory').in('id', ids).throwOnError();
  return ids.map((id) => {
    const row = data.find((r) => r.id === id);
    return [row?.category ?? '(lipsă)', row?.subcategory ?? null];
  });
}

function hooks() {
  return renderHook(
    () => ({
      add: useAddSubcategory(),
      rename: useRenameSubcategory(),
      remove: useDeleteSubcategory(),
      addCategory: useAddCategory(),
      renameCategory: useRenameCategory(),
      deleteCategory: useDeleteCategory(),
    }),
    { wrapper },
  ).result;
}

beforeAll(async () => {
  const { url, anonKey } = inject('supabase');
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  const email = INTEGRATION_EMAILS[6] as string;
  const signedUp = await getSupabase().auth.signUp({ email, password: PASSWORD });
  if (signedUp.error) throw signedUp.error;
  if (!signedUp.data.session) await getSupabase().auth.signInWithPassword({ email, password: PASSWORD });
});

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useToastStore.getState().clear();
});

describe('category writes through the hooks', () => {
  it('adds custom subcategories up to five per category and refuses a sixth and a duplicate, saying why', async () => {
    const result = hooks();
    for (const name of ['Piață', 'Brutărie', 'Cofetărie', 'Măcelărie', 'Ceainărie']) {
      await act(() => result.current.add.mutateAsync({ category: 'NUTRITIE', name: ` ${name} ` }));
    }
    expect(lastToast()).toMatchObject({ variant: 'success', message: 'Subcategoria „Ceainărie” a fost adăugată.' });
    const stored = await fetchCategoryDocument();
    expect(stored.version).toBe(5);
    expect(subcategoriesOf(stored, 'NUTRITIE').slice(-5)).toEqual(['Piață', 'Brutărie', 'Cofetărie', 'Măcelărie', 'Ceainărie']);

    for (const [name, message] of [['Pescărie', M.limitReached], ['  piață ', M.duplicate]] as const) {
      await act(async () => {
        await expect(result.current.add.mutateAsync({ category: 'NUTRITIE', name })).rejects.toThrow(message);
      });
      expect(lastToast()).toMatchObject({ variant: 'error' });
      expect(lastToast()?.message).toContain(message);
    }
    expect((await fetchCategoryDocument()).version).toBe(5);
  });

  it('shows the change in the cache before the server answers and puts the old catalogue and version back when the save is stale', async () => {
    const result = hooks();
    await act(() => result.current.add.mutateAsync({ category: 'TRANSPORT', name: 'Trotinetă' }));
    const before = await client.fetchQuery({ queryKey: queryKeys.categories.all, queryFn: fetchCategoryDocument });
    // Another tab saves in between: this one's version is now old.
    await getSupabase()
      .from('custom_categories')
      .upsert({ category_data: { categories: before.categories, version: before.version + 1 }, version: before.version + 1 }, { onConflict: 'user_id' })
      .throwOnError();

    // Every state the cached document goes through while the save runs.
    const seen: Array<{ version: number; shown: boolean }> = [];
    const unsubscribe = client.getQueryCache().subscribe(() => {
      const data = cached();
      if (data) seen.push({ version: data.version, shown: subcategoriesOf(data, 'TRANSPORT').includes('Bicicletă') });
    });
    await act(async () => {
      await expect(result.current.add.mutateAsync({ category: 'TRANSPORT', name: 'Bicicletă' })).rejects.toMatchObject({ hint: 'STALE_CATEGORY_VERSION' });
    });
    unsubscribe();
    expect(seen).toContainEqual({ version: before.version + 1, shown: true });
    expect(cached()).toEqual(before);
    expect(lastToast()?.message).toContain(C.staleVersion);
    expect(subcategoriesOf(await fetchCategoryDocument(), 'TRANSPORT')).not.toContain('Bicicletă');
  });

  it('renames a custom subcategory in the document and in every transaction at once, and refuses a predefined one', async () => {
    const result = hooks();
    const { id } = await createTransaction({ type: 'EXPENSE', amount: 35, category: 'NUTRITIE', subcategory: 'Piață', date: '2026-02-03' });
    const { id: other } = await createTransaction({ type: 'EXPENSE', amount: 12, category: 'NUTRITIE', subcategory: 'Restaurante', date: '2026-02-03' });
    const { result: categories } = renderHook(() => useCategories(), { wrapper });
    await waitFor(() => expect(categories.current.data).toBeDefined());

    // The loaded month grid moves the figures too (until its refetch brings the server's).
    client.setQueryData(queryKeys.transactions.month('2026-02'), await fetchMonthGrid('2026-02'));
    let changed = 0;
    await act(async () => {
      changed = await result.current.rename.mutateAsync({ category: 'NUTRITIE', oldName: 'piață', newName: ' Piața Obor ' });
    });
    const lines = client.getQueryData<MonthGrid>(queryKeys.transactions.month('2026-02'))?.rows.filter((l) => l.category === 'NUTRITIE').map((l) => [l.subcategory, l.cells]);
    expect(lines).toContainEqual(['Piața Obor', [[3, null, 1, 35]]]);
    expect(lines?.some(([sub]) => sub === 'Piață')).toBe(false);
    expect(changed).toBe(1);
    expect(lastToast()?.message).toBe('Subcategoria a fost redenumită „Piața Obor”. 1 tranzacție a fost actualizată.');
    expect(await rowsOf([id, other])).toEqual([['NUTRITIE', 'Piața Obor'], ['NUTRITIE', 'Restaurante']]);
    await waitFor(() => expect(subcategoriesOf({ categories: categories.current.data ?? [], version: 0 }, 'NUTRITIE')).toContain('Piața Obor'));

    await act(async () => {
      await expect(result.current.rename.mutateAsync({ category: 'NUTRITIE', oldName: 'Restaurante', newName: 'Bistrouri' })).rejects.toThrow(M.predefinedNotRenamable);
    });
    await act(async () => {
      await expect(result.current.rename.mutateAsync({ category: 'NUTRITIE', oldName: 'Piața Obor', newName: 'brutărie' })).rejects.toThrow(M.duplicate);
    });
    expect(await rowsOf([id, other])).toEqual([['NUTRITIE', 'Piața Obor'], ['NUTRITIE', 'Restaurante']]);
  });

  it('counts what a subcategory holds, then deletes it moving its transactions, or clearing their subcategory', async () => {
    const result = hooks();
    const moved = [
      (await createTransaction({ type: 'EXPENSE', amount: 20, category: 'NUTRITIE', subcategory: 'Brutărie', date: '2026-02-04' })).id,
      (await createTransaction({ type: 'EXPENSE', amount: 22, category: 'NUTRITIE', subcategory: 'Brutărie', date: '2026-02-05' })).id,
    ];
    const cleared = (await createTransaction({ type: 'EXPENSE', amount: 9, category: 'NUTRITIE', subcategory: 'Cofetărie', date: '2026-02-05' })).id;
    const { result: usage } = renderHook(() => useCategoryUsage({ category: 'NUTRITIE', subcategory: 'Brutărie' }), { wrapper });
    await waitFor(() => expect(usage.current.data).toBe(2));

    await act(async () => {
      await expect(result.current.remove.mutateAsync({ category: 'NUTRITIE', name: 'Brutărie', action: 'migrate' })).rejects.toThrow(M.migrateTargetRequired);
    });
    expect(await result.current.remove.mutateAsync({ category: 'NUTRITIE', name: 'Brutărie', action: 'migrate', target: 'cumpărături alimentare' })).toBe(2);
    expect(await rowsOf(moved)).toEqual([['NUTRITIE', 'Cumpărături alimentare'], ['NUTRITIE', 'Cumpărături alimentare']]);
    await waitFor(() => expect(usage.current.data).toBe(0));
    expect(await result.current.remove.mutateAsync({ category: 'NUTRITIE', name: 'Cofetărie', action: 'delete' })).toBe(1);
    expect(await rowsOf([cleared])).toEqual([['NUTRITIE', null]]);
    expect(subcategoriesOf(await fetchCategoryDocument(), 'NUTRITIE')).not.toContain('Brutărie');
    await act(async () => {
      await expect(result.current.remove.mutateAsync({ category: 'NUTRITIE', name: 'Restaurante', action: 'delete' })).rejects.toThrow(M.predefinedNotDeletable);
    });
  });

  it('a rename the server refuses puts the catalogue and the month grid back', async () => {
    const result = hooks();
    const grid = await fetchMonthGrid('2026-02');
    client.setQueryData(queryKeys.transactions.month('2026-02'), grid);
    const before = await client.fetchQuery({ queryKey: queryKeys.categories.all, queryFn: fetchCategoryDocument });
    // Another tab adds 'Zarzavat'; this tab does not know it, so its own check lets the rename through.
    const elsewhere = before.categories.map((c) => (c.name === 'NUTRITIE' ? { ...c, subcategories: [...c.subcategories, { name: 'Zarzavat', isCustom: true }] } : c));
    await getSupabase().from('custom_categories').upsert({ category_data: { categories: elsewhere, version: before.version + 1 }, version: before.version + 1 }, { onConflict: 'user_id' }).throwOnError();
    await act(async () => {
      await expect(result.current.rename.mutateAsync({ category: 'NUTRITIE', oldName: 'Piața Obor', newName: 'zarzavat' })).rejects.toMatchObject({ hint: 'DUPLICATE_SUBCATEGORY' });
    });
    expect(lastToast()?.message).toContain(M.duplicate);
    expect(cached()).toEqual(before);
    expect(client.getQueryData(queryKeys.transactions.month('2026-02'))).toEqual(grid);
  });

  it('adds, renames and deletes a custom category with its transactions; one in use only by moving them', async () => {
    const result = hooks();
    await act(() => result.current.addCategory.mutateAsync({ name: ' Animale ' }));
    await act(() => result.current.add.mutateAsync({ category: 'Animale', name: 'Hrană' }));
    await act(async () => {
      await expect(result.current.addCategory.mutateAsync({ name: 'transport' })).rejects.toThrow(C.duplicate);
    });
    const { id } = await createTransaction({ type: 'EXPENSE', amount: 60, category: 'Animale', subcategory: 'Hrană', date: '2026-02-06' });

    expect(await result.current.renameCategory.mutateAsync({ oldName: 'animale', newName: 'Animale de companie' })).toBe(1);
    expect(await rowsOf([id])).toEqual([['Animale de companie', 'Hrană']]);
    await act(async () => {
      await expect(result.current.renameCategory.mutateAsync({ oldName: 'LOCUINTA', newName: 'Casă' })).rejects.toThrow(C.predefined);
    });

    // Still in use: the server refuses a delete that does not say where the rows go.
    await act(async () => {
      await expect(result.current.deleteCategory.mutateAsync({ name: 'Animale de companie' })).rejects.toMatchObject({ hint: 'CATEGORY_IN_USE' });
    });
    expect(lastToast()?.message).toContain(C.inUse);
    expect(findCategory(cached()?.categories ?? [], 'Animale de companie')).toBeDefined();

    expect(await result.current.deleteCategory.mutateAsync({ name: 'Animale de companie', target: 'TIMP_LIBER' })).toBe(1);
    expect(await rowsOf([id])).toEqual([['TIMP_LIBER', null]]);
    const stored = await fetchCategoryDocument();
    expect(stored.categories.some((c) => c.name === 'Animale de companie')).toBe(false);
  });
});
