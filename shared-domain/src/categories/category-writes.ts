import { ok } from '@buget/shared-domain/rules';
import { getSupabase } from '@buget/shared-domain/data';
import { DOCUMENT, DOCUMENT_AND_TRANSACTIONS, movedText, saved, useCategoryEdit } from './category-edit';
import { addCategory, findCategory, removeCategory, renameCategory } from './operations';

/** Custom category changes (spec point 4), optimistic as category-edit.ts says. */

export type AddCategoryInput = { name: string };

/** Adds a custom category (no subcategories yet). */
export const useAddCategory = () =>
  useCategoryEdit<AddCategoryInput, void>({
    plan: (categories, { name }) => saved(addCategory(categories, name)),
    invalidates: [DOCUMENT],
    successMessage: (_, { name }) => `Categoria „${name.trim()}” a fost adăugată.`,
  });

export type RenameCategoryInput = { oldName: string; newName: string };

/** Renames a custom category in the document and in all the user's transactions (one call); resolves to how many transactions changed. */
export const useRenameCategory = () =>
  useCategoryEdit<RenameCategoryInput, number>({
    plan: (categories, { oldName, newName }) => {
      const from = findCategory(categories, oldName)?.name ?? oldName;
      const edit = renameCategory(categories, oldName, newName);
      if (!edit.ok) return edit;
      return ok({
        categories: edit.value,
        write: async () => (await getSupabase().rpc('rename_category', { old_name: from, new_name: newName.trim() }).throwOnError()).data,
      });
    },
    invalidates: DOCUMENT_AND_TRANSACTIONS,
    successMessage: (count, { newName }) => `Categoria a fost redenumită „${newName.trim()}”.${movedText(count)}`,
  });

export type DeleteCategoryInput = {
  name: string;
  /** Where its transactions move (their subcategory is cleared); without it, a category still in use is refused. */
  target?: string;
};

/** Deletes a custom category: an empty one at once, one in use only with a target its transactions move to; resolves to how many moved. */
export const useDeleteCategory = () =>
  useCategoryEdit<DeleteCategoryInput, number>({
    plan: (categories, { name, target }) => {
      const from = findCategory(categories, name)?.name ?? name;
      const to = target === undefined ? undefined : (findCategory(categories, target)?.name ?? target);
      const edit = removeCategory(categories, name, target);
      if (!edit.ok) return edit;
      return ok({
        categories: edit.value,
        write: async () =>
          (await getSupabase().rpc('delete_category', to === undefined ? { category: from } : { category: from, target_category: to }).throwOnError()).data,
      });
    },
    invalidates: DOCUMENT_AND_TRANSACTIONS,
    successMessage: (count, { name }) => `Categoria „${name.trim()}” a fost ștearsă.${movedText(count)}`,
  });
