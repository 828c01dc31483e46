import { useId, useState } from 'react';
import type { Result } from '@buget/shared-domain/rules';
import { Button, TextField } from '@buget/shared-ui/components';
import { Modal } from '@buget/shared-ui/dialogs';
import { STOP_GRID_EVENTS } from './stop-grid-events';

type NameDialogProps = {
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  initial: string;
  submitLabel: string;
  hint?: string;
  /** The rule, checked on submit; its error shows under the field and nothing is sent. */
  validate: (name: string) => Result<string, string>;
  /** Sends the name; resolves true when saved (the dialog closes), false when the server refused (its toast says why). */
  onSubmit: (name: string) => Promise<boolean>;
};

/** A dialog asking for one name (add or rename a subcategory); rendered while open, so each opening starts afresh. */
export function NameDialog({ onOpenChange, title, description, label, initial, submitLabel, hint, validate, onSubmit }: NameDialogProps) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validate(name);
    if (!checked.ok) return setError(checked.error);
    setBusy(true);
    const saved = await onSubmit(checked.value);
    setBusy(false);
    if (saved) onOpenChange(false);
  };

  return (
    <span {...STOP_GRID_EVENTS}>
      <Modal
        open
        onOpenChange={onOpenChange}
        title={title}
        description={description}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Renunță
            </Button>
            <Button type="submit" form={formId} loading={busy}>
              {submitLabel}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={label}
            value={name}
            hint={hint}
            error={error}
            autoComplete="off"
            maxLength={200}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
        </form>
      </Modal>
    </span>
  );
}
