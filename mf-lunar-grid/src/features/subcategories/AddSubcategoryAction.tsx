import { useState } from 'react';
import { MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY } from '@buget/shared-domain/constants';
import { categoryLabel, countCustomSubcategories, findCategory, useAddSubcategory, useCategories, validateNewSubcategory } from '@buget/shared-domain/categories';
import { Button, IconPlus } from '@buget/shared-ui/components';
import { NameDialog } from './NameDialog';
import { keepActivationKeys } from './stop-grid-events';
import './subcategories.css';

export type AddSubcategoryActionProps = { categoryName: string };

/**
 * "+" in a category's row header (issue 11 point 6): adds a custom subcategory, at most
 * MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY per category, no duplicate name in any case or spacing;
 * a broken rule shows under the name and nothing is sent.
 */
export function AddSubcategoryAction({ categoryName }: AddSubcategoryActionProps) {
  const [open, setOpen] = useState(false);
  const categories = useCategories();
  const add = useAddSubcategory();
  const label = categoryLabel(categoryName);
  const category = findCategory(categories.data ?? [], categoryName);
  const custom = category ? countCustomSubcategories(category) : 0;

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        icon={<IconPlus size={16} />}
        aria-label={`Adaugă subcategorie în ${label}`}
        title={`Adaugă subcategorie în ${label}`}
        className="lg-sub-trigger"
        onClick={() => setOpen(true)}
        onKeyDown={keepActivationKeys}
      />
      {open ? (
        <NameDialog
          onOpenChange={setOpen}
          title={`Subcategorie nouă în ${label}`}
          description="Apare în grilă, în tranzacții și în opțiuni."
          label="Nume"
          initial=""
          submitLabel="Adaugă"
          hint={`Subcategorii personalizate: ${custom} din ${MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY}`}
          validate={(name) => validateNewSubcategory(category, name)}
          onSubmit={(name) =>
            add.mutateAsync({ category: categoryName, name }).then(
              () => true,
              () => false,
            )
          }
        />
      ) : null}
    </>
  );
}
