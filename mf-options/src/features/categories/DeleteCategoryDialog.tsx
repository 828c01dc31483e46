import { useState } from 'react';
import { categoryLabel, useCategoryUsage, useDeleteCategory } from '@buget/shared-domain/categories';
import { CATEGORY_MESSAGES, countRo } from '@buget/shared-domain/rules';
import type { Category } from '@buget/shared-domain/schemas';
import { Button, FormField, Spinner } from '@buget/shared-ui/components';
import { Modal } from '@buget/shared-ui/dialogs';

type DeleteCategoryDialogProps = { category: Category; categories: readonly Category[]; onClose: () => void };

/** Deleting a custom category: at once when it is empty, otherwise after choosing where its transactions move. */
export function DeleteCategoryDialog({ category, categories, onClose }: DeleteCategoryDialogProps) {
  const usage = useCategoryUsage({ category: category.name });
  const remove = useDeleteCategory();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const count = usage.data ?? 0;

  const confirm = () => {
    if (count > 0 && !target) {
      setError(CATEGORY_MESSAGES.moveTargetRequired);
      return;
    }
    remove.mutateAsync(count > 0 ? { name: category.name, target } : { name: category.name }).then(onClose, () => undefined);
  };

  let body;
  if (usage.isPending) body = <Spinner label="Număr tranzacțiile..." />;
  else if (count === 0) body = <p>Categoria „{category.name}” nu are tranzacții și dispare cu subcategoriile ei.</p>;
  else {
    body = (
      <>
        <p>{countRo(count, 'tranzacție este', 'tranzacții sunt')} în categoria „{category.name}”. Se mută în categoria aleasă, fără subcategorie.</p>
        <FormField label="Mută tranzacțiile în categoria" error={error ?? undefined}>
          {(p) => (
            <select {...p} className="bg-form-input" value={target} onChange={(e) => { setTarget(e.target.value); setError(null); }}>
              <option value="">Alege categoria</option>
              {categories.filter((c) => c.name !== category.name).map((c) => (
                <option key={c.name} value={c.name}>{categoryLabel(c.name)}</option>
              ))}
            </select>
          )}
        </FormField>
      </>
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Ștergi categoria „${category.name}”?`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>Renunță</Button>
          <Button variant="danger" loading={remove.isPending} disabled={usage.isPending} onClick={confirm}>Șterge categoria</Button>
        </>
      }
    >
      <div className="opt-dialog-body">{body}</div>
    </Modal>
  );
}
