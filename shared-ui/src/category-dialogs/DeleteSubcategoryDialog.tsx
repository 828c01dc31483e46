import { useId, useState } from 'react';
import { categoryLabel, findCategory, useCategories, useCategoryUsage, useDeleteSubcategory } from '@buget/shared-domain/categories';
import { countRo, SUBCATEGORY_MESSAGES } from '@buget/shared-domain/rules';
import type { SubcategoryDeleteAction } from '@buget/shared-domain/schemas';
import { Button, FormField } from '@buget/shared-ui/components';
import { Modal } from '@buget/shared-ui/dialogs';
import './category-dialogs.css';

type DeleteSubcategoryDialogProps = { categoryName: string; subcategoryName: string; onClose: () => void };

/** What the dialog says first: how many transactions use the subcategory, or that they are being counted. */
const usageText = (count: number | undefined, name: string, label: string): string => {
  if (count === undefined) return 'Se numără tranzacțiile care o folosesc…';
  const users = count === 0 ? 'Nicio tranzacție nu folosește' : countRo(count, 'tranzacție folosește', 'tranzacții folosesc');
  return `${users} subcategoria „${name}” din ${label}.`;
};

/**
 * Deleting a custom subcategory (Opțiuni and Grid Lunar): says how many transactions use it and,
 * when some do, asks whether they move to another subcategory of the same category or keep no
 * subcategory. The server does both parts in one call (migrate_subcategory or delete_subcategory).
 */
export function DeleteSubcategoryDialog({ categoryName, subcategoryName, onClose }: DeleteSubcategoryDialogProps) {
  const categories = useCategories();
  const usage = useCategoryUsage({ category: categoryName, subcategory: subcategoryName });
  const remove = useDeleteSubcategory();
  const targets = (findCategory(categories.data ?? [], categoryName)?.subcategories ?? []).filter((s) => s.name !== subcategoryName);
  const [action, setAction] = useState<SubcategoryDeleteAction>(() => (targets.length > 0 ? 'migrate' : 'delete'));
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const groupId = useId();
  const count = usage.data;
  const asks = count !== undefined && count > 0;
  const one = count === 1;

  const confirm = () => {
    const chosen = asks ? action : 'delete';
    if (chosen === 'migrate' && !target) return setError(SUBCATEGORY_MESSAGES.migrateTargetRequired);
    remove.mutate(
      { category: categoryName, name: subcategoryName, action: chosen, ...(chosen === 'migrate' ? { target } : {}) },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      open
      size="sm"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Ștergi subcategoria „${subcategoryName}”?`}
      description={usageText(count, subcategoryName, categoryLabel(categoryName))}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Renunță
          </Button>
          <Button variant="danger" loading={remove.isPending} disabled={count === undefined} onClick={confirm}>
            Șterge subcategoria
          </Button>
        </>
      }
    >
      {asks ? (
        <fieldset className="bg-delete-choice">
          <legend className="bg-delete-choice__legend">{one ? 'Ce se întâmplă cu tranzacția?' : 'Ce se întâmplă cu tranzacțiile?'}</legend>
          <label className="bg-delete-choice__option">
            <input type="radio" name={groupId} checked={action === 'migrate'} disabled={targets.length === 0} onChange={() => setAction('migrate')} />
            {one ? 'Mut-o în altă subcategorie' : 'Mută-le în altă subcategorie'}
          </label>
          {action === 'migrate' ? (
            <FormField label="Subcategoria în care se mută" error={error} className="bg-delete-choice__target">
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
          <label className="bg-delete-choice__option">
            <input type="radio" name={groupId} checked={action === 'delete'} onChange={() => setAction('delete')} />
            {one ? 'Păstreaz-o fără subcategorie' : 'Păstrează-le fără subcategorie'}
          </label>
        </fieldset>
      ) : null}
    </Modal>
  );
}
