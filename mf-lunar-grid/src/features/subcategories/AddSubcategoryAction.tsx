import { useState } from 'react';
import { categoryLabel } from '@buget/shared-domain/categories';
import { AddSubcategoryDialog } from '@buget/shared-ui/category-dialogs';
import { Button, IconPlus } from '@buget/shared-ui/components';
import { keepActivationKeys, STOP_GRID_EVENTS } from './stop-grid-events';
import './subcategories.css';

export type AddSubcategoryActionProps = {
  categoryName: string;
  /** -1 keeps the button out of the Tab order (the grid's row header is not the active cell). */
  tabIndex?: number;
};

/**
 * "+" in a category's row header (issue 11 point 6): adds a custom subcategory in the dialog
 * Opțiuni uses too; a broken rule shows under the name and nothing is sent.
 */
export function AddSubcategoryAction({ categoryName, tabIndex }: AddSubcategoryActionProps) {
  const [open, setOpen] = useState(false);
  const label = categoryLabel(categoryName);

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
        tabIndex={tabIndex}
        onClick={() => setOpen(true)}
        onKeyDown={keepActivationKeys}
      />
      {open ? (
        <span {...STOP_GRID_EVENTS}>
          <AddSubcategoryDialog categoryName={categoryName} onClose={() => setOpen(false)} />
        </span>
      ) : null}
    </>
  );
}
