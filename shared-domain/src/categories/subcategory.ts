import { MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY, TEXT_LIMITS } from '@buget/shared-domain/constants';
import { err, ok, type Result, SUBCATEGORY_MESSAGES as M } from '@buget/shared-domain/rules';
import type { Category } from '@buget/shared-domain/schemas';

/** Subcategory names compare trimmed and case-insensitively (spec point 5). */
export const sameSubcategoryName = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase('ro-RO') === b.trim().toLocaleLowerCase('ro-RO');

export const countCustomSubcategories = (category: Category): number =>
  category.subcategories.filter((s) => s.isCustom).length;

const checkName = (category: Category, name: string, ignore?: string): Result<string, string> => {
  const trimmed = name.trim();
  if (!trimmed) return err(M.nameRequired);
  if (trimmed.length > TEXT_LIMITS.category.max) return err(M.nameTooLong);
  const clash = category.subcategories.some(
    (s) => sameSubcategoryName(s.name, trimmed) && !(ignore !== undefined && sameSubcategoryName(s.name, ignore)),
  );
  return clash ? err(M.duplicate) : ok(trimmed);
};

/** A new custom subcategory: non-empty, unique in its category, under the custom limit. */
export const validateNewSubcategory = (category: Category | undefined, name: string): Result<string, string> => {
  if (!category) return err(M.categoryNotFound);
  const checked = checkName(category, name);
  if (!checked.ok) return checked;
  if (countCustomSubcategories(category) >= MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY) return err(M.limitReached);
  return checked;
};

/**
 * Renaming a custom subcategory. Predefined ones keep their names: the start-up merge re-adds
 * every default name, so a renamed default would come back as a duplicate.
 */
export const validateSubcategoryRename = (
  category: Category | undefined,
  oldName: string,
  newName: string,
): Result<string, string> => {
  if (!category) return err(M.categoryNotFound);
  const current = category.subcategories.find((s) => sameSubcategoryName(s.name, oldName));
  if (!current) return err(M.subcategoryNotFound);
  if (!current.isCustom) return err(M.predefinedNotRenamable);
  return checkName(category, newName, current.name);
};

/** The service call needs all four parts (spec point 5). */
export const validateRenameRequest = (request: {
  userId?: string | null;
  category?: string | null;
  oldName?: string | null;
  newName?: string | null;
}): Result<{ userId: string; category: string; oldName: string; newName: string }, string> => {
  const { userId, category, oldName, newName } = request;
  if (!userId || !category || !oldName?.trim() || !newName?.trim()) return err(M.renameRequiresFields);
  return ok({ userId, category, oldName: oldName.trim(), newName: newName.trim() });
};

/** Saving categories needs a user id and a data object. */
export const validateCategorySaveRequest = <T extends object>(
  userId: string | null | undefined,
  data: T | null | undefined,
): Result<{ userId: string; data: T }, string> =>
  userId && data && typeof data === 'object' ? ok({ userId, data }) : err(M.saveRequiresFields);

/** Loading categories needs a user id. */
export const validateCategoryLoadRequest = (userId: string | null | undefined): Result<string, string> =>
  userId ? ok(userId) : err(M.loadRequiresUser);
