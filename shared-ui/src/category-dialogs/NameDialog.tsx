import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, FormField } from '@buget/shared-ui/components';
import { Modal, useChanged } from '@buget/shared-ui/dialogs';

export type NameDialogProps = {
  title: string;
  description?: ReactNode;
  label: string;
  initial?: string;
  submitLabel: string;
  hint?: ReactNode;
  /** The rule's Romanian message for a name, or null when it may be saved. */
  check: (name: string) => string | null;
  /** Saves the trimmed name; a rejection keeps the dialog open with what was typed (the toast says why). */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
};

/**
 * One name to type (add or rename a category or subcategory), rendered while open so each opening
 * starts afresh: a broken rule shows under the field and nothing is sent; once saved it closes.
 */
export function NameDialog({ title, description, label, initial = '', submitLabel, hint, check, onSave, onClose }: NameDialogProps) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  // A typed name is not thrown away without asking (Escape, a click outside, Back, a reload).
  const dirty = useChanged(name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(name);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    onSave(name.trim()).then(onClose, () => setBusy(false));
  };

  return (
    <Modal
      open
      dirty={dirty}
      size="sm"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Renunță
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <FormField label={label} hint={hint} error={error ?? undefined}>
          {(control) => (
            <input
              {...control}
              className="bg-form-input"
              name="name"
              autoComplete="off"
              maxLength={200}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
            />
          )}
        </FormField>
      </form>
    </Modal>
  );
}
