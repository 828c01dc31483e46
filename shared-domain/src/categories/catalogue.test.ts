import { describe, expect, it } from 'vitest';
import { MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY } from '@buget/shared-domain/constants';
import { buildDefaultCategories, CATEGORY_LABELS, categoryLabel, DEFAULT_CATEGORY_KEYS, DEFAULT_CATEGORY_TREE, isPredefinedSubcategory, suggestedTransactionType } from './catalogue';

describe('default catalogue', () => {
  it('has the thirteen groups of the spec in order', () => {
    expect(DEFAULT_CATEGORY_KEYS).toEqual([
      'VENITURI',
      'ECONOMII',
      'INFATISARE',
      'EDUCATIE',
      'CARIERA',
      'SANATATE',
      'NUTRITIE',
      'LOCUINTA',
      'TIMP_LIBER',
      'CALATORII',
      'TRANSPORT',
      'INVESTITII',
      'NECATEGORIZAT',
    ]);
  });
  it('lists the income items of the spec, with a carried-over income', () => {
    expect(DEFAULT_CATEGORY_TREE.VENITURI).toEqual([
      'Salariu',
      'Dividende',
      'Chirii',
      'Bonuri de masă',
      'Cadouri',
      'Drepturi de autor',
      'Pensii',
      'Indemnizații',
      'Alte venituri',
      'Venit reportat',
    ]);
  });
  it('has the three savings funds, five investment projects and one uncategorised item', () => {
    expect(DEFAULT_CATEGORY_TREE.ECONOMII).toEqual(['Fond de urgență', 'Fond de rezervă', 'Fond general']);
    expect(DEFAULT_CATEGORY_TREE.INVESTITII).toHaveLength(5);
    expect(DEFAULT_CATEGORY_TREE.NECATEGORIZAT).toEqual(['Necategorizat']);
  });
  it('gives every group subcategories, unique case-insensitively', () => {
    for (const key of DEFAULT_CATEGORY_KEYS) {
      const names = DEFAULT_CATEGORY_TREE[key].map((n) => n.toLowerCase());
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
      expect(CATEGORY_LABELS[key]).toBeTruthy();
    }
  });
  it('builds categories with nothing custom', () => {
    const categories = buildDefaultCategories();
    expect(categories.every((c) => !c.isCustom && c.subcategories.every((s) => !s.isCustom))).toBe(true);
    expect(MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY).toBe(5);
  });
  it('labels keys in Romanian and custom names as they are', () => {
    expect(categoryLabel('TIMP_LIBER')).toBe('Timp liber');
    expect(categoryLabel('INFATISARE')).toBe('Înfățișare');
    expect(categoryLabel('Animale')).toBe('Animale');
  });
  it('knows predefined subcategories, trimmed and case-insensitive', () => {
    expect(isPredefinedSubcategory('VENITURI', ' salariu ')).toBe(true);
    expect(isPredefinedSubcategory('VENITURI', 'Freelance')).toBe(false);
    expect(isPredefinedSubcategory('Animale', 'Salariu')).toBe(false);
  });
  it('suggests a transaction type per category', () => {
    expect(suggestedTransactionType('VENITURI')).toBe('INCOME');
    expect(suggestedTransactionType('ECONOMII')).toBe('SAVING');
    expect(suggestedTransactionType('INVESTITII')).toBe('SAVING');
    expect(suggestedTransactionType('NUTRITIE')).toBe('EXPENSE');
  });
});
