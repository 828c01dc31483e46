import { describe, expect, it } from 'vitest';
import type { Category } from '@buget/shared-domain/schemas';
import { SUBCATEGORY_MESSAGES as M } from '@buget/shared-domain/rules';
import { validateCategoryLoadRequest, validateCategorySaveRequest, validateNewSubcategory, validateRenameRequest, validateSubcategoryRename } from './subcategory';

const category = (customCount: number): Category => ({
  name: 'NUTRITIE',
  isCustom: false,
  subcategories: [
    { name: 'Cumpărături', isCustom: false },
    ...Array.from({ length: customCount }, (_, i) => ({ name: `Extra ${i}`, isCustom: true })),
  ],
});

describe('new subcategory', () => {
  it('trims and accepts a new name', () => {
    expect(validateNewSubcategory(category(0), '  Piață ')).toEqual({ ok: true, value: 'Piață' });
  });
  it('refuses an empty name and one longer than 100 characters (the server\'s limit too)', () => {
    expect(validateNewSubcategory(category(0), '   ')).toEqual({ ok: false, error: M.nameRequired });
    expect(validateNewSubcategory(category(0), ` ${'a'.repeat(100)} `).ok).toBe(true);
    expect(validateNewSubcategory(category(0), 'a'.repeat(101))).toEqual({ ok: false, error: M.nameTooLong });
  });
  it('refuses a duplicate, case-insensitive and trimmed', () => {
    expect(validateNewSubcategory(category(0), ' cumpărături ')).toEqual({ ok: false, error: M.duplicate });
  });
  it('refuses a sixth custom subcategory', () => {
    expect(validateNewSubcategory(category(4), 'Nou').ok).toBe(true);
    expect(validateNewSubcategory(category(5), 'Nou')).toEqual({ ok: false, error: M.limitReached });
  });
  it('needs the category', () => {
    expect(validateNewSubcategory(undefined, 'Nou')).toEqual({ ok: false, error: M.categoryNotFound });
  });
});

describe('subcategory rename', () => {
  it('renames a custom one, also to another case of its own name', () => {
    expect(validateSubcategoryRename(category(1), 'extra 0', 'EXTRA 0')).toEqual({ ok: true, value: 'EXTRA 0' });
  });
  it('refuses a clash with another one', () => {
    expect(validateSubcategoryRename(category(2), 'Extra 0', 'extra 1')).toEqual({ ok: false, error: M.duplicate });
  });
  it('protects predefined ones', () => {
    expect(validateSubcategoryRename(category(0), 'Cumpărături', 'Altceva')).toEqual({
      ok: false,
      error: M.predefinedNotRenamable,
    });
  });
  it('needs an existing category and subcategory', () => {
    expect(validateSubcategoryRename(undefined, 'a', 'b')).toEqual({ ok: false, error: M.categoryNotFound });
    expect(validateSubcategoryRename(category(0), 'Nimic', 'b')).toEqual({ ok: false, error: M.subcategoryNotFound });
  });
});

describe('category service requests', () => {
  it('rename needs user, category, old and new names', () => {
    expect(validateRenameRequest({ userId: 'u', category: 'c', oldName: 'a', newName: ' ' })).toEqual({
      ok: false,
      error: M.renameRequiresFields,
    });
    expect(validateRenameRequest({ userId: 'u', category: 'c', oldName: ' a', newName: 'b ' })).toEqual({
      ok: true,
      value: { userId: 'u', category: 'c', oldName: 'a', newName: 'b' },
    });
  });
  it('save needs a user id and a data object', () => {
    expect(validateCategorySaveRequest('', { categories: [] })).toEqual({ ok: false, error: M.saveRequiresFields });
    expect(validateCategorySaveRequest('u', null)).toEqual({ ok: false, error: M.saveRequiresFields });
    expect(validateCategorySaveRequest('u', { categories: [] }).ok).toBe(true);
  });
  it('load needs a user id, with the exact text', () => {
    expect(validateCategoryLoadRequest(null)).toEqual({ ok: false, error: 'User ID is required for loading categories' });
    expect(validateCategoryLoadRequest('u')).toEqual({ ok: true, value: 'u' });
  });
});
