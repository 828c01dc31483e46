import { describe, expect, it } from 'vitest';
import { MAX_CUSTOM_CATEGORIES } from '@buget/shared-domain/constants';
import type { Category } from '@buget/shared-domain/schemas';
import { CATEGORY_MESSAGES as C, SUBCATEGORY_MESSAGES as M } from '@buget/shared-domain/rules';
import { buildDefaultCategories, DEFAULT_CATEGORY_KEYS, DEFAULT_CATEGORY_TREE } from './catalogue';
import { categoryWriteErrorMessage } from './category-errors';
import { addCategory, addSubcategory, deleteSubcategory, findCategory, mergeWithDefaults, prepareCategorySave, removeCategory, renameCategory, renameSubcategory } from './operations';

const withCustom = (): Category[] => {
  const added = addSubcategory(buildDefaultCategories(), 'NUTRITIE', 'Piață');
  const again = added.ok ? addSubcategory(added.value, 'NUTRITIE', 'Brutărie') : added;
  if (!again.ok) throw new Error(again.error);
  return again.value;
};
const value = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('merge with saved categories', () => {
  it('gives the catalogue when nothing is saved', () => {
    expect(mergeWithDefaults(null)).toEqual(buildDefaultCategories());
  });
  it('adds missing defaults to a saved category and keeps its custom ones and order', () => {
    const saved: Category[] = [
      { name: 'ECONOMII', isCustom: false, subcategories: [{ name: 'Vacanță', isCustom: true }, { name: 'Fond general', isCustom: false }] },
    ];
    const economii = findCategory(mergeWithDefaults(saved), 'ECONOMII');
    expect(economii?.subcategories).toEqual([
      { name: 'Vacanță', isCustom: true },
      { name: 'Fond general', isCustom: false },
      { name: 'Fond de urgență', isCustom: false },
      { name: 'Fond de rezervă', isCustom: false },
    ]);
  });
  it('keeps custom categories, after the defaults', () => {
    const merged = mergeWithDefaults([{ name: 'Animale', isCustom: false, subcategories: [{ name: 'Hrană', isCustom: true }] }]);
    expect(merged).toHaveLength(DEFAULT_CATEGORY_KEYS.length + 1);
    expect(merged.at(-1)).toEqual({ name: 'Animale', isCustom: true, subcategories: [{ name: 'Hrană', isCustom: true }] });
  });
  it('never lets a default subcategory pass as custom', () => {
    const merged = mergeWithDefaults([{ name: 'venituri', isCustom: true, subcategories: [{ name: 'SALARIU', isCustom: true }] }]);
    const venituri = findCategory(merged, 'VENITURI');
    expect(venituri?.isCustom).toBe(false);
    expect(venituri?.subcategories[0]).toEqual({ name: 'SALARIU', isCustom: false });
    expect(venituri?.subcategories).toHaveLength(DEFAULT_CATEGORY_TREE.VENITURI.length);
  });
  it('is idempotent', () => {
    const once = mergeWithDefaults(withCustom());
    expect(mergeWithDefaults(once)).toEqual(once);
  });
});

describe('add', () => {
  it('adds a custom subcategory', () => {
    const nutritie = findCategory(withCustom(), 'NUTRITIE');
    expect(nutritie?.subcategories.slice(-2)).toEqual([
      { name: 'Piață', isCustom: true },
      { name: 'Brutărie', isCustom: true },
    ]);
  });
  it('refuses the sixth custom subcategory, a duplicate and an unknown category', () => {
    let categories = buildDefaultCategories();
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5']) categories = value(addSubcategory(categories, 'EDUCATIE', name));
    expect(addSubcategory(categories, 'EDUCATIE', 'a6')).toEqual({ ok: false, error: M.limitReached });
    expect(addSubcategory(categories, 'EDUCATIE', ' CĂRȚI ')).toEqual({ ok: false, error: M.duplicate });
    expect(addSubcategory(categories, 'NIMIC', 'x')).toEqual({ ok: false, error: M.categoryNotFound });
  });
  it('adds a custom category', () => {
    expect(value(addCategory([], ' Animale ')).at(0)).toEqual({ name: 'Animale', isCustom: true, subcategories: [] });
    expect(addCategory(buildDefaultCategories(), 'transport')).toEqual({ ok: false, error: C.duplicate });
    expect(addCategory([], ' ')).toEqual({ ok: false, error: C.nameRequired });
    expect(addCategory([], 'x'.repeat(101))).toEqual({ ok: false, error: C.nameTooLong });
  });
  it('refuses the 21st custom category (MAX_CUSTOM_CATEGORIES, as the server)', () => {
    let categories = buildDefaultCategories();
    for (let i = 1; i <= MAX_CUSTOM_CATEGORIES; i++) categories = value(addCategory(categories, `Categorie ${i}`));
    expect(addCategory(categories, 'Încă una')).toEqual({ ok: false, error: C.limitReached });
    expect(C.limitReached).toBe('Ai atins limita de 20 categorii personalizate');
  });
  it('says in Romanian why the server refused a category document', () => {
    const refusal = (hint: string) => Object.assign(new Error('check_violation'), { code: '23514', hint });
    expect(categoryWriteErrorMessage(refusal('MAX_CUSTOM_CATEGORIES'))).toBe(C.limitReached);
    expect(categoryWriteErrorMessage(refusal('CATEGORY_DATA_TOO_LARGE'))).toBe(C.tooLarge);
    expect(categoryWriteErrorMessage(refusal('SOMETHING_ELSE'))).toBe(C.saveFailed);
  });
});

describe('rename', () => {
  it('renames a custom subcategory and describes the transaction update', () => {
    const edit = value(renameSubcategory(withCustom(), 'NUTRITIE', 'piață', 'Piața Obor'));
    expect(findCategory(edit.categories, 'NUTRITIE')?.subcategories.some((s) => s.name === 'Piața Obor')).toBe(true);
    expect(edit.change).toEqual({ category: 'NUTRITIE', from: 'Piață', to: 'Piața Obor' });
  });
  it('refuses predefined ones, clashes and unknown categories', () => {
    expect(renameSubcategory(withCustom(), 'NUTRITIE', 'Restaurante', 'X')).toEqual({ ok: false, error: M.predefinedNotRenamable });
    expect(renameSubcategory(withCustom(), 'NUTRITIE', 'Piață', 'brutărie')).toEqual({ ok: false, error: M.duplicate });
    expect(renameSubcategory(withCustom(), 'NIMIC', 'a', 'b')).toEqual({ ok: false, error: M.categoryNotFound });
  });
});

describe('custom categories', () => {
  const withAnimale = (): Category[] => value(addCategory(value(addCategory(buildDefaultCategories(), 'Animale')), 'Grădină'));
  it('renames a custom category, keeping its place and subcategories', () => {
    const start = value(addSubcategory(withAnimale(), 'Animale', 'Hrană'));
    const renamed = value(renameCategory(start, ' animale ', ' Animale de companie '));
    expect(renamed.map((c) => c.name)).toEqual([...DEFAULT_CATEGORY_KEYS, 'Animale de companie', 'Grădină']);
    expect(findCategory(renamed, 'Animale de companie')?.subcategories).toEqual([{ name: 'Hrană', isCustom: true }]);
    // Its own name in another case is not a clash.
    expect(value(renameCategory(start, 'Animale', 'ANIMALE')).some((c) => c.name === 'ANIMALE')).toBe(true);
  });
  it('refuses to rename a default category, to a taken name (a default key too), or to an empty or long name', () => {
    expect(renameCategory(withAnimale(), 'NUTRITIE', 'Mâncare')).toEqual({ ok: false, error: C.predefined });
    expect(renameCategory(withAnimale(), 'Animale', ' grădină')).toEqual({ ok: false, error: C.duplicate });
    expect(renameCategory(withAnimale(), 'Animale', 'transport')).toEqual({ ok: false, error: C.duplicate });
    expect(renameCategory(withAnimale(), 'Animale', '  ')).toEqual({ ok: false, error: C.nameRequired });
    expect(renameCategory(withAnimale(), 'Animale', 'y'.repeat(101))).toEqual({ ok: false, error: C.nameTooLong });
    expect(renameCategory(withAnimale(), 'Nimic', 'X')).toEqual({ ok: false, error: M.categoryNotFound });
  });
  it('removes a custom category, with or without a target for its transactions', () => {
    expect(value(removeCategory(withAnimale(), 'animale')).map((c) => c.name)).toEqual([...DEFAULT_CATEGORY_KEYS, 'Grădină']);
    expect(value(removeCategory(withAnimale(), 'Animale', 'grădină')).map((c) => c.name)).toEqual([...DEFAULT_CATEGORY_KEYS, 'Grădină']);
    expect(removeCategory(withAnimale(), 'Animale', 'Animale')).toEqual({ ok: false, error: C.moveTargetRequired });
    expect(removeCategory(withAnimale(), 'Animale', 'Nimic')).toEqual({ ok: false, error: C.moveTargetRequired });
    expect(removeCategory(withAnimale(), 'LOCUINTA')).toEqual({ ok: false, error: C.predefined });
  });
});

describe('delete', () => {
  it('migrates transactions to another subcategory', () => {
    const edit = value(deleteSubcategory(withCustom(), 'NUTRITIE', 'Piață', 'migrate', 'restaurante'));
    expect(edit.change).toEqual({ category: 'NUTRITIE', from: 'Piață', to: 'Restaurante' });
    expect(findCategory(edit.categories, 'NUTRITIE')?.subcategories.some((s) => s.name === 'Piață')).toBe(false);
  });
  it('clears the subcategory of transactions on delete', () => {
    expect(value(deleteSubcategory(withCustom(), 'NUTRITIE', 'Piață', 'delete')).change.to).toBeNull();
  });
  it('refuses a missing or self migration target', () => {
    expect(deleteSubcategory(withCustom(), 'NUTRITIE', 'Piață', 'migrate')).toEqual({ ok: false, error: M.migrateTargetRequired });
    expect(deleteSubcategory(withCustom(), 'NUTRITIE', 'Piață', 'migrate', 'piață')).toEqual({
      ok: false,
      error: M.migrateTargetRequired,
    });
  });
  it('protects predefined subcategories', () => {
    expect(deleteSubcategory(withCustom(), 'NUTRITIE', 'Restaurante', 'delete')).toEqual({ ok: false, error: M.predefinedNotDeletable });
  });
  it('fails other actions, unknown categories and unknown subcategories', () => {
    expect(deleteSubcategory(withCustom(), 'NUTRITIE', 'Piață', 'archive')).toEqual({ ok: false, error: M.invalidDeleteAction });
    expect(deleteSubcategory(withCustom(), 'NIMIC', 'Piață', 'delete')).toEqual({ ok: false, error: M.categoryNotFound });
    expect(deleteSubcategory(withCustom(), 'NUTRITIE', 'Nimic', 'delete')).toEqual({ ok: false, error: M.subcategoryNotFound });
  });
});

describe('saving', () => {
  it('increments the version for an optimistic save and keeps the previous for rollback', () => {
    const previous = { categories: [], version: 3 };
    const { next, previous: back } = prepareCategorySave(previous, buildDefaultCategories());
    expect(next.version).toBe(4);
    expect(back).toBe(previous);
  });
});
