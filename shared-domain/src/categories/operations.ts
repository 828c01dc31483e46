import { MAX_CUSTOM_CATEGORIES, TEXT_LIMITS } from '@buget/shared-domain/constants';
import { CATEGORY_MESSAGES as C, err, ok, type Result, SUBCATEGORY_MESSAGES as M } from '@buget/shared-domain/rules';
import type { Category, CategoryData, SubcategoryDeleteAction } from '@buget/shared-domain/schemas';
import { sameSubcategoryName, validateNewSubcategory, validateSubcategoryRename } from './subcategory';
import { buildDefaultCategories, isDefaultCategoryKey, isPredefinedSubcategory } from './catalogue';

const sameName = (a: string, b: string): boolean => sameSubcategoryName(a, b);

/**
 * The user's saved categories merged with the catalogue (spec point 4): every default category
 * is present with every default subcategory, saved order and custom subcategories kept, and
 * custom categories appended. Defaults are never marked custom, whatever was saved.
 */
export const mergeWithDefaults = (saved: readonly Category[] | null | undefined): Category[] => {
  const savedList = saved ?? [];
  const defaults = buildDefaultCategories();
  const merged = defaults.map((def) => {
    const own = savedList.find((c) => sameName(c.name, def.name));
    if (!own) return def;
    const subcategories = own.subcategories.map((s) => ({
      name: s.name,
      isCustom: s.isCustom && !isPredefinedSubcategory(def.name, s.name),
    }));
    for (const d of def.subcategories) {
      if (!subcategories.some((s) => sameName(s.name, d.name))) subcategories.push(d);
    }
    return { name: def.name, isCustom: false, subcategories };
  });
  const custom = savedList.filter((c) => !defaults.some((d) => sameName(d.name, c.name)));
  return [...merged, ...custom.map((c) => ({ ...c, isCustom: true }))];
};

export const findCategory = (categories: readonly Category[], name: string): Category | undefined =>
  categories.find((c) => sameName(c.name, name));

const replaceCategory = (categories: readonly Category[], updated: Category): Category[] =>
  categories.map((c) => (sameName(c.name, updated.name) ? updated : c));

/** Adds a custom subcategory, within the per-category limit. */
export const addSubcategory = (
  categories: readonly Category[],
  categoryName: string,
  name: string,
): Result<Category[], string> => {
  const category = findCategory(categories, categoryName);
  if (!category) return err(M.categoryNotFound);
  const checked = validateNewSubcategory(category, name);
  if (!checked.ok) return checked;
  return ok(replaceCategory(categories, { ...category, subcategories: [...category.subcategories, { name: checked.value, isCustom: true }] }));
};

/** A category name: trimmed, 1 to 100 characters, unlike every other category's (`ignore` is its own). */
const checkCategoryName = (categories: readonly Category[], name: string, ignore?: Category): Result<string, string> => {
  const trimmed = name.trim();
  if (!trimmed) return err(C.nameRequired);
  if (trimmed.length > TEXT_LIMITS.category.max) return err(C.nameTooLong);
  // The merged list holds every default category, so their keys are taken too.
  return categories.some((c) => c !== ignore && sameName(c.name, trimmed)) ? err(C.duplicate) : ok(trimmed);
};

/** A custom category by name; the default ones are never renamed or deleted. */
const findCustomCategory = (categories: readonly Category[], name: string): Result<Category, string> => {
  const category = findCategory(categories, name);
  if (!category) return err(M.categoryNotFound);
  return category.isCustom && !isDefaultCategoryKey(category.name) ? ok(category) : err(C.predefined);
};

/** Adds a custom top-level category (no subcategories yet). */
export const addCategory = (categories: readonly Category[], name: string): Result<Category[], string> => {
  if (categories.filter((c) => c.isCustom).length >= MAX_CUSTOM_CATEGORIES) return err(C.limitReached);
  const checked = checkCategoryName(categories, name);
  if (!checked.ok) return checked;
  return ok([...categories, { name: checked.value, isCustom: true, subcategories: [] }]);
};

/** Renames a custom category; the server renames it in the user's transactions too. */
export const renameCategory = (categories: readonly Category[], oldName: string, newName: string): Result<Category[], string> => {
  const found = findCustomCategory(categories, oldName);
  if (!found.ok) return found;
  const checked = checkCategoryName(categories, newName, found.value);
  if (!checked.ok) return checked;
  return ok(categories.map((c) => (c === found.value ? { ...c, name: checked.value } : c)));
};

/** Removes a custom category; its transactions, if any, must move to another category (`target`). */
export const removeCategory = (categories: readonly Category[], name: string, target?: string): Result<Category[], string> => {
  const found = findCustomCategory(categories, name);
  if (!found.ok) return found;
  if (target !== undefined && (!findCategory(categories, target) || sameName(target, found.value.name))) return err(C.moveTargetRequired);
  return ok(categories.filter((c) => c !== found.value));
};

/**
 * What the server must do to the user's transactions after a rename or a delete: in `category`,
 * every subcategory `from` becomes `to` (null clears it).
 */
export type SubcategoryChange = { category: string; from: string; to: string | null };

export type CategoryEdit = { categories: Category[]; change: SubcategoryChange };

/** Renames a custom subcategory; the change is then applied to the transactions. */
export const renameSubcategory = (
  categories: readonly Category[],
  categoryName: string,
  oldName: string,
  newName: string,
): Result<CategoryEdit, string> => {
  const category = findCategory(categories, categoryName);
  if (!category) return err(M.categoryNotFound);
  const checked = validateSubcategoryRename(category, oldName, newName);
  if (!checked.ok) return checked;
  const current = category.subcategories.find((s) => sameName(s.name, oldName));
  const from = current?.name ?? oldName.trim();
  const subcategories = category.subcategories.map((s) => (s === current ? { ...s, name: checked.value } : s));
  return ok({
    categories: replaceCategory(categories, { ...category, subcategories }),
    change: { category: category.name, from, to: checked.value },
  });
};

/**
 * Deletes a custom subcategory. 'migrate' moves its transactions to `target` in the same
 * category; 'delete' leaves them without a subcategory. Any other action fails.
 */
export const deleteSubcategory = (
  categories: readonly Category[],
  categoryName: string,
  name: string,
  action: SubcategoryDeleteAction | (string & {}),
  target?: string,
): Result<CategoryEdit, string> => {
  if (action !== 'migrate' && action !== 'delete') return err(M.invalidDeleteAction);
  const category = findCategory(categories, categoryName);
  if (!category) return err(M.categoryNotFound);
  const current = category.subcategories.find((s) => sameName(s.name, name));
  if (!current) return err(M.subcategoryNotFound);
  if (!current.isCustom || isPredefinedSubcategory(category.name, current.name)) return err(M.predefinedNotDeletable);
  let to: string | null = null;
  if (action === 'migrate') {
    const destination = target
      ? category.subcategories.find((s) => s !== current && sameName(s.name, target))
      : undefined;
    if (!destination) return err(M.migrateTargetRequired);
    to = destination.name;
  }
  return ok({
    categories: replaceCategory(categories, { ...category, subcategories: category.subcategories.filter((s) => s !== current) }),
    change: { category: category.name, from: current.name, to },
  });
};

/**
 * The optimistic save: the new data carries the next version; on failure the caller puts
 * `previous` back (spec point 4).
 */
export const prepareCategorySave = (
  previous: CategoryData,
  categories: readonly Category[],
): { next: CategoryData; previous: CategoryData } => ({
  next: { categories: [...categories], version: previous.version + 1 },
  previous,
});
