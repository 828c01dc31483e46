import { categoryLabel } from '@buget/shared-domain/categories';
import { foldText } from '@buget/shared-domain/rules';
import type { Category } from '@buget/shared-domain/schemas';

/**
 * The groups a search shows (case and diacritics ignored: 'intretinere' finds 'Întreținere'): a
 * group whose label matches with all its subcategories, otherwise only its matching ones; an
 * empty search shows everything.
 */
export function searchCategories(categories: readonly Category[], query: string): Category[] {
  const needle = foldText(query.trim());
  if (!needle) return [...categories];
  return categories.flatMap((category) => {
    if (foldText(categoryLabel(category.name)).includes(needle) || foldText(category.name).includes(needle)) return [category];
    const subcategories = category.subcategories.filter((s) => foldText(s.name).includes(needle));
    return subcategories.length > 0 ? [{ ...category, subcategories }] : [];
  });
}
