import { MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY } from '@buget/shared-domain/constants';
import {
  categoryLabel,
  countCustomSubcategories,
  findCategory,
  useAddSubcategory,
  useCategories,
  useRenameSubcategory,
  validateNewSubcategory,
  validateSubcategoryRename,
} from '@buget/shared-domain/categories';
import type { Result } from '@buget/shared-domain/rules';
import { NameDialog } from './NameDialog';

/** The rule's message of a checked name, or null when it may be sent. */
const problemOf = (checked: Result<unknown, string>): string | null => (checked.ok ? null : checked.error);

type AddSubcategoryDialogProps = { categoryName: string; onClose: () => void };

/**
 * Adds a custom subcategory to a category (Opțiuni and Grid Lunar): at most
 * MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY per category, no duplicate name in any case or spacing.
 */
export function AddSubcategoryDialog({ categoryName, onClose }: AddSubcategoryDialogProps) {
  const categories = useCategories();
  const add = useAddSubcategory();
  const category = findCategory(categories.data ?? [], categoryName);
  const custom = category ? countCustomSubcategories(category) : 0;
  return (
    <NameDialog
      title={`Adaugă subcategorie în ${categoryLabel(categoryName)}`}
      description="Apare în grilă, în tranzacții și în opțiuni."
      label="Numele subcategoriei"
      hint={`Subcategorii personalizate: ${custom} din ${MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY}`}
      submitLabel="Adaugă"
      check={(name) => problemOf(validateNewSubcategory(category, name))}
      onSave={(name) => add.mutateAsync({ category: categoryName, name })}
      onClose={onClose}
    />
  );
}

type RenameSubcategoryDialogProps = { categoryName: string; subcategoryName: string; onClose: () => void };

/** Renames a custom subcategory; the server moves the user's transactions to the new name in the same call. */
export function RenameSubcategoryDialog({ categoryName, subcategoryName, onClose }: RenameSubcategoryDialogProps) {
  const categories = useCategories();
  const rename = useRenameSubcategory();
  return (
    <NameDialog
      title={`Redenumește „${subcategoryName}”`}
      description="Toate tranzacțiile tale cu această subcategorie trec la noul nume."
      label="Numele nou"
      initial={subcategoryName}
      submitLabel="Redenumește"
      check={(name) => problemOf(validateSubcategoryRename(findCategory(categories.data ?? [], categoryName), subcategoryName, name))}
      onSave={(newName) => rename.mutateAsync({ category: categoryName, oldName: subcategoryName, newName })}
      onClose={onClose}
    />
  );
}
