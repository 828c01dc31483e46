import { useId, useState } from 'react';
import { categoryLabel, findCategory, useCategories, useCategoryUsage, useDeleteSubcategory } from '@buget/shared-domain/categories';
import { countRo, SUBCATEGORY_MESSAGES } from '@buget/shared-domain/rules';
import type { SubcategoryDeleteAction } from '@buget/shared-domain/schemas';
import { Button, FormField } from '@buget/shared-ui/components';
import { Modal } from '@buget/shared-ui/dialogs';
import { STOP_GRID_EVENTS } from './stop-grid-events';

type DeleteSubcategoryDialogProps = {
  categoryName: string;
  subcategoryName: string;
  onClose: () => void;
};

const usageText = (count: number | undefined): string =>
  count === undefined
    ? 'Se numără tranzacțiile care o folosesc…'
    : count === 0
      ? 'Nicio tranzacție nu o folosește.'
      : `${countRo(count, 'tranzacție', 'tranzacții')} o ${count === 1 ? 'folosește' : 'folosesc'}.`;

/**
 * Deleting a custom subcategory: says how many transactions use it and, when some do, asks
 * whether they move to another subcategory of the same category or keep no subcategory. The
 * server does both parts in one call (migrate_subcategory or delete_subcategory).
 */
export function DeleteSubcategoryDialog({ categoryName, subcategoryName, onClose }: DeleteSubcategoryDialogProps) {
  const categories = useCategories();
  const usage = useCategoryUsage({ category: categoryName, subcategory: subcategoryName });
  const remove = useDeleteSubcategory();
  const targets = (findCategory(categories.data ?? [], categoryName)?.subcategories ?? []).filter((s) => s.name !== subcategoryName);
  const [action, setAction] = useState<SubcategoryDeleteAction>('migrate');
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const groupId = useId();
  const count = usage.data;
  const asks = count !== undefined && count > 0;

  const confirm = () => {
    const chosen = asks ? action : 'delete';
    if (chosen === 'migrate' && !target) return setError(SUBCATEGORY_MESSAGES.migrateTargetRequired);
    remove.mutate(
      { category: categoryName, name: subcategoryName, action: chosen, ...(chosen === 'migrate' ? { target } : {}) },
      { onSuccess: onClose },
    );
  };

  return (
    <span {...STOP_GRID_EVENTS}>
      <Modal
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={`Ștergi subcategoria „${subcategoryName}”?`}
        description={`${categoryLabel(categoryName)} › ${subcategoryName}. ${usageText(count)}`}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Renunță
            </Button>
            <Button variant="danger" loading={remove.isPending} disabled={count === undefined} onClick={confirm}>
              Șterge
            </Button>
          </>
        }
      >
        {asks ? (
          <fieldset className="lg-sub-choice">
            <legend className="lg-sub-choice__legend">Ce se întâmplă cu tranzacțiile?</legend>
            <label className="lg-sub-choice__option">
              <input type="radio" name={groupId} checked={action === 'migrate'} onChange={() => setAction('migrate')} />
              Mută-le în altă subcategorie
            </label>
            {action === 'migrate' ? (
              <FormField label="Subcategoria în care se mută" error={error} className="lg-sub-choice__target">
                {(control) => (
                  <select
                    {...control}
                    className="bg-form-input"
                    value={target}
                    onChange={(event) => {
                      setTarget(event.target.value);
                      setError(null);
                    }}
                  >
                    <option value="">Alege subcategoria</option>
                    {targets.map((s) => (
                      <option key={s.name} value={s.name}>
                        {s.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            ) : null}
            <label className="lg-sub-choice__option">
              <input type="radio" name={groupId} checked={action === 'delete'} onChange={() => setAction('delete')} />
              Păstrează-le fără subcategorie
            </label>
          </fieldset>
        ) : null}
      </Modal>
    </span>
  );
}
