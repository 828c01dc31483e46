import { useState } from 'react';
import { DeleteSubcategoryDialog, RenameSubcategoryDialog } from '@buget/shared-ui/category-dialogs';
import { IconEdit, IconLock, IconTrash } from '@buget/shared-ui/components';
import { Tooltip } from '@buget/shared-ui/tooltip';
import { RowMenu } from './RowMenu';
import { STOP_GRID_EVENTS } from './stop-grid-events';
import './subcategories.css';

export type SubcategoryActionsProps = {
  categoryName: string;
  subcategoryName: string;
  isCustom: boolean;
  /** -1 keeps the menu button out of the Tab order (the grid's row header is not the active cell). */
  tabIndex?: number;
};

/** The lock's name is short (the row header reads it after the label); the tooltip says why. */
const PREDEFINED_LABEL = 'Predefinită';
const PREDEFINED_TEXT = 'Subcategorie predefinită: nu poate fi redenumită sau ștearsă';

/**
 * The trailing actions of a subcategory's row header (issue 11 point 6): a menu to rename or
 * delete a custom subcategory (in the dialogs Opțiuni uses too), a lock with a tooltip for a
 * predefined one. The row header's name is its label followed by the lock's or the menu button's
 * name.
 */
export function SubcategoryActions({ categoryName, subcategoryName, isCustom, tabIndex }: SubcategoryActionsProps) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);

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
        tabIndex={tabIndex}
        items={[
          { label: 'Redenumește', icon: <IconEdit size={16} />, onSelect: () => setDialog('rename') },
          { label: 'Șterge', icon: <IconTrash size={16} />, onSelect: () => setDialog('delete'), tone: 'danger' },
        ]}
      />
      {dialog ? (
        <span {...STOP_GRID_EVENTS}>
          {dialog === 'rename' ? (
            <RenameSubcategoryDialog categoryName={categoryName} subcategoryName={subcategoryName} onClose={close} />
          ) : (
            <DeleteSubcategoryDialog categoryName={categoryName} subcategoryName={subcategoryName} onClose={close} />
          )}
        </span>
      ) : null}
    </>
  );
}
