import { useState } from 'react';
import { useCategoryUsage, useDeleteSubcategory } from '@buget/shared-domain/categories';
import { countRo, SUBCATEGORY_MESSAGES } from '@buget/shared-domain/rules';
import type { Category } from '@buget/shared-domain/schemas';
import { Button, FormField, Spinner } from '@buget/shared-ui/components';
import { Modal } from '@buget/shared-ui/dialogs';

type DeleteSubcategoryDialogProps = { category: Category; name: string; onClose: () => void };

/**
 * Deleting a custom subcategory: how many transactions use it, and what happens to them — moved
 * to another subcategory of the group ("mută în…") or left without one — in the same server call.
 */
export function DeleteSubcategoryDialog({ category, name, onClose }: DeleteSubcategoryDialogProps) {
  const usage = useCategoryUsage({ category: category.name, subcategory: name });
  const remove = useDeleteSubcategory();
  const [action, setAction] = useState<'migrate' | 'delete'>('migrate');
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const others = category.subcategories.filter((s) => s.name !== name);
  const count = usage.data ?? 0;

  const confirm = () => {
    const moving = count > 0 && action === 'migrate';
    if (moving && !target) {
      setError(SUBCATEGORY_MESSAGES.migrateTargetRequired);
      return;
    }
    remove
      .mutateAsync(moving ? { category: category.name, name, action: 'migrate', target } : { category: category.name, name, action: 'delete' })
      .then(onClose, () => undefined);
  };

  let body;
  if (usage.isPending) body = <Spinner label="Număr tranzacțiile..." />;
  else if (count === 0) body = <p>Nicio tranzacție nu folosește subcategoria „{name}”.</p>;
  else {
    body = (
      <>
        <p>{countRo(count, 'tranzacție folosește', 'tranzacții folosesc')} subcategoria „{name}”. Ce se întâmplă cu {count === 1 ? 'ea' : 'ele'}?</p>
        <fieldset className="opt-choice">
          <legend className="opt-visually-hidden">Ce se întâmplă cu tranzacțiile</legend>
          <label>
            <input type="radio" name="delete-action" checked={action === 'migrate'} onChange={() => setAction('migrate')} /> Mută în…
          </label>
          {action === 'migrate' ? (
            <FormField label="Subcategoria în care se mută" error={error ?? undefined}>
              {(p) => (
                <select {...p} className="bg-form-input" value={target} onChange={(e) => { setTarget(e.target.value); setError(null); }}>
                  <option value="">Alege subcategoria</option>
                  {others.map((s) => (
                    <option key={s.name} value={s.name}>{s.name}</option>
                  ))}
                </select>
              )}
            </FormField>
          ) : null}
          <label>
            <input type="radio" name="delete-action" checked={action === 'delete'} onChange={() => setAction('delete')} /> Șterge subcategoria din tranzacții
          </label>
        </fieldset>
      </>
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Ștergi subcategoria „${name}”?`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>Renunță</Button>
          <Button variant="danger" loading={remove.isPending} disabled={usage.isPending} onClick={confirm}>Șterge subcategoria</Button>
        </>
      }
    >
      <div className="opt-dialog-body">{body}</div>
    </Modal>
  );
}
