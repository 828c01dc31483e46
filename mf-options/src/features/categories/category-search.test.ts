import { describe, expect, it } from 'vitest';
import type { Category } from '@buget/shared-domain/schemas';
import { searchCategories } from './category-search';

const CATALOGUE: Category[] = [
  { name: 'LOCUINTA', isCustom: false, subcategories: [{ name: 'Întreținere', isCustom: false }, { name: 'Chirie', isCustom: false }] },
  { name: 'TIMP_LIBER', isCustom: false, subcategories: [{ name: 'Cinema', isCustom: false }] },
  { name: 'Animale', isCustom: true, subcategories: [{ name: 'Hrană pisică', isCustom: true }] },
];

describe('searching the categories', () => {
  it('ignores case and diacritics and keeps only the matching subcategories', () => {
    expect(searchCategories(CATALOGUE, ' INTRETINERE ')).toEqual([{ ...CATALOGUE[0], subcategories: [{ name: 'Întreținere', isCustom: false }] }]);
    expect(searchCategories(CATALOGUE, 'hrana')).toEqual([{ ...CATALOGUE[2] }]);
  });
  it('keeps a whole group whose label matches, and everything for an empty search', () => {
    expect(searchCategories(CATALOGUE, 'timp liber')).toEqual([CATALOGUE[1]]);
    expect(searchCategories(CATALOGUE, 'locuință')).toEqual([CATALOGUE[0]]);
    expect(searchCategories(CATALOGUE, '  ')).toEqual(CATALOGUE);
    expect(searchCategories(CATALOGUE, 'nimic')).toEqual([]);
  });
});
