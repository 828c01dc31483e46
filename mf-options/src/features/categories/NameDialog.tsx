import { useState, type FormEvent } from 'react';
import { Button, FormField } from '@buget/shared-ui/components';
import { Modal } from '@buget/shared-ui/dialogs';

type NameDialogProps = {
  title: string;
  description?: string;
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  /** The rule's Romanian message for a name, or null when it may be saved. */
  check: (name: string) => string | null;
  /** Resolves once saved; a failure keeps the dialog open with what was typed. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
};

/** One name to type (add or rename a category or subcategory); a broken rule shows at the field and nothing is sent. */
export function NameDialog({ title, description, label, initial = '', submitLabel, busy, check, onSave, onClose }: NameDialogProps) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(name);
    setError(problem);
    if (problem) return;
    onSave(name).then(onClose, () => undefined);
  };
  return (
    <Modal
      open
      size="sm"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>Renunță</Button>
          <Button type="submit" form="category-name-form" loading={busy}>{submitLabel}</Button>
        </>
      }
    >
      <form id="category-name-form" className="opt-form" noValidate onSubmit={submit}>
        <FormField label={label} error={error ?? undefined}>
          {(p) => <input {...p} className="bg-form-input" name="name" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />}
        </FormField>
      </form>
    </Modal>
  );
}
