import { useState } from 'react';
import { categoryLabel, findCategory, useCategories, useRenameSubcategory, validateSubcategoryRename } from '@buget/shared-domain/categories';
import { IconEdit, IconLock, IconTrash } from '@buget/shared-ui/components';
import { Tooltip } from '@buget/shared-ui/tooltip';
import { DeleteSubcategoryDialog } from './DeleteSubcategoryDialog';
import { NameDialog } from './NameDialog';
import { RowMenu } from './RowMenu';
import './subcategories.css';

export type SubcategoryActionsProps = { categoryName: string; subcategoryName: string; isCustom: boolean };

/** The lock's name is short (the row header reads it after the label); the tooltip says why. */
const PREDEFINED_LABEL = 'Predefinită';
const PREDEFINED_TEXT = 'Subcategorie predefinită: nu poate fi redenumită sau ștearsă';

/**
 * The trailing actions of a subcategory's row header (issue 11 point 6): a menu to rename or
 * delete a custom subcategory, a lock with a tooltip for a predefined one. The row header's name
 * is its label followed by the lock's or the menu button's name.
 */
export function SubcategoryActions({ categoryName, subcategoryName, isCustom }: SubcategoryActionsProps) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const categories = useCategories();
  const rename = useRenameSubcategory();

  if (!isCustom) {
    return (
      <Tooltip content={PREDEFINED_TEXT}>
        <span className="lg-sub-lock" role="img" aria-label={PREDEFINED_LABEL}>
          <IconLock size={14} />
        </span>
      </Tooltip>
    );
  }

  const close = () => setDialog(null);
  return (
    <>
      <RowMenu
        label={`Acțiuni pentru subcategoria ${subcategoryName}`}
        items={[
          { label: 'Redenumește', icon: <IconEdit size={16} />, onSelect: () => setDialog('rename') },
          { label: 'Șterge', icon: <IconTrash size={16} />, onSelect: () => setDialog('delete'), tone: 'danger' },
        ]}
      />
      {dialog === 'rename' ? (
        <NameDialog
          onOpenChange={(open) => (open ? undefined : close())}
          title={`Redenumește „${subcategoryName}”`}
          description={`${categoryLabel(categoryName)}: tranzacțiile din această subcategorie primesc noul nume.`}
          label="Nume nou"
          initial={subcategoryName}
          submitLabel="Salvează"
          validate={(name) => validateSubcategoryRename(findCategory(categories.data ?? [], categoryName), subcategoryName, name)}
          onSubmit={(newName) =>
            rename.mutateAsync({ category: categoryName, oldName: subcategoryName, newName }).then(
              () => true,
              () => false,
            )
          }
        />
      ) : null}
      {dialog === 'delete' ? <DeleteSubcategoryDialog categoryName={categoryName} subcategoryName={subcategoryName} onClose={close} /> : null}
    </>
  );
}
