import { err, ok, type Result, SUBCATEGORY_MESSAGES as M } from '@buget/shared-domain/rules';
import type { Category, CategoryData, SubcategoryDeleteAction } from '@buget/shared-domain/schemas';
import { sameSubcategoryName, validateNewSubcategory, validateSubcategoryRename } from './subcategory';
import { buildDefaultCategories, isPredefinedSubcategory } from './catalogue';

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

/** Adds a custom top-level category (no subcategories yet). */
export const addCategory = (categories: readonly Category[], name: string): Result<Category[], string> => {
  const trimmed = name.trim();
  if (!trimmed) return err(M.nameRequired);
  if (findCategory(categories, trimmed)) return err(M.duplicate);
  return ok([...categories, { name: trimmed, isCustom: true, subcategories: [] }]);
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

/** The same change on local rows, e.g. for an optimistic cache update. */
export const applySubcategoryChange = <T extends { category: string; subcategory: string | null }>(
  transactions: readonly T[],
  change: SubcategoryChange,
): T[] =>
  transactions.map((t) =>
    t.category === change.category && t.subcategory === change.from ? { ...t, subcategory: change.to } : t,
  );

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
