import { ok } from '@buget/shared-domain/rules';
import type { SubcategoryDeleteAction } from '@buget/shared-domain/schemas';
import { getSupabase } from '@buget/shared-domain/data';
import { sessionUserId } from './get-categories';
import { DOCUMENT, DOCUMENT_AND_TRANSACTIONS, movedText, saved, useCategoryEdit } from './category-edit';
import { addSubcategory, deleteSubcategory, renameSubcategory } from './operations';
import { validateRenameRequest } from './subcategory';

/** Subcategory changes (issue 11 point 6, spec point 4), optimistic as category-edit.ts says. */

export type AddSubcategoryInput = { category: string; name: string };

/** Adds a custom subcategory (at most 5 per category, no duplicate name in any case or spacing). */
export const useAddSubcategory = () =>
  useCategoryEdit<AddSubcategoryInput, void>({
    plan: (categories, { category, name }) => saved(addSubcategory(categories, category, name)),
    invalidates: [DOCUMENT],
    successMessage: (_, { name }) => `Subcategoria „${name.trim()}” a fost adăugată.`,
  });

export type RenameSubcategoryInput = { category: string; oldName: string; newName: string };

/** Renames a custom subcategory in the document and in all the user's transactions (one call); resolves to how many transactions changed. */
export const useRenameSubcategory = () =>
  useCategoryEdit<RenameSubcategoryInput, number>({
    plan: (categories, { category, oldName, newName }) => {
      const edit = renameSubcategory(categories, category, oldName, newName);
      if (!edit.ok) return edit;
      const { change } = edit.value;
      return ok({
        categories: edit.value.categories,
        moves: change,
        write: async () => {
          const request = validateRenameRequest({ userId: await sessionUserId(), category: change.category, oldName: change.from, newName: change.to });
          if (!request.ok) throw new Error(request.error);
          const { data } = await getSupabase()
            .rpc('rename_subcategory', { category: request.value.category, old_name: request.value.oldName, new_name: request.value.newName })
            .throwOnError();
          return data;
        },
      });
    },
    invalidates: DOCUMENT_AND_TRANSACTIONS,
    successMessage: (count, { newName }) => `Subcategoria a fost redenumită „${newName.trim()}”.${movedText(count)}`,
  });

export type DeleteSubcategoryInput = {
  category: string;
  name: string;
  /** 'migrate' moves its transactions to `target` (another subcategory of the same category); 'delete' leaves them without a subcategory. */
  action: SubcategoryDeleteAction;
  target?: string;
};

/** Deletes a custom subcategory, moving or clearing its transactions in the same call; resolves to how many transactions changed. */
export const useDeleteSubcategory = () =>
  useCategoryEdit<DeleteSubcategoryInput, number>({
    plan: (categories, { category, name, action, target }) => {
      const edit = deleteSubcategory(categories, category, name, action, target);
      if (!edit.ok) return edit;
      const { change } = edit.value;
      return ok({
        categories: edit.value.categories,
        moves: change,
        write: async () => {
          const { data } = await (change.to === null
            ? getSupabase().rpc('delete_subcategory', { category: change.category, subcategory: change.from })
            : getSupabase().rpc('migrate_subcategory', { category: change.category, subcategory: change.from, target_subcategory: change.to })
          ).throwOnError();
          return data;
        },
      });
    },
    invalidates: DOCUMENT_AND_TRANSACTIONS,
    successMessage: (count, { name }) => `Subcategoria „${name.trim()}” a fost ștearsă.${movedText(count)}`,
  });

