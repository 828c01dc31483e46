import { useState, type FormEvent } from 'react';
import { useCreateAccount, useUpdateAccount, type AccountView } from '@buget/shared-domain/accounts';
import { LOCAL_ACCOUNT_TYPES, type LocalAccountType } from '@buget/shared-domain/schemas';
import { AmountField, Button, FormField } from '@buget/shared-ui/components';
import { Modal } from '@buget/shared-ui/dialogs';
import { checkAccountFields, emptyAccountFields, fieldsOf, type AccountFieldErrors, type AccountFields } from './account-form';
import { ACCOUNT_TYPE_LABELS } from './labels';

type AccountDialogProps = {
  userId: string | undefined;
  accounts: readonly AccountView[];
  /** The account to edit; none to create one. */
  editing: AccountView | null;
  onClose: () => void;
};

/** Create or edit an account; nothing is saved while a field is wrong (spec point 5 messages). */
export function AccountDialog({ userId, accounts, editing, onClose }: AccountDialogProps) {
  const [fields, setFields] = useState<AccountFields>(() => (editing ? fieldsOf(editing) : emptyAccountFields()));
  const [errors, setErrors] = useState<AccountFieldErrors>({});
  const create = useCreateAccount(userId);
  const update = useUpdateAccount(userId);
  const set = <K extends keyof AccountFields>(key: K, value: AccountFields[K]) => setFields((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAccountFields(fields, accounts, editing?.accountId);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const { name, type, initialBalance, includedInTotal } = checked.values;
    if (editing) {
      // Nothing moves the current balance but its start: it follows the initial balance.
      const currentBalance = editing.currentBalance + (initialBalance - editing.initialBalance);
      await update.mutateAsync({
        accountId: editing.accountId,
        changes: { accountName: name, accountType: type, initialBalance, currentBalance, includedInTotal },
      });
    } else {
      const displayOrder = Math.max(0, ...accounts.map((a) => a.displayOrder)) + 1;
      await create.mutateAsync({ name, type, initialBalance, includedInTotal, displayOrder });
    }
    onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? 'Editează contul' : 'Adaugă cont'}
      description={editing ? 'Schimbă ce trebuie și salvează.' : 'Un cont bancar, numerar, economii sau investiții.'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>Renunță</Button>
          <Button type="submit" form="account-form" loading={create.isPending || update.isPending}>
            {editing ? 'Salvează modificările' : 'Adaugă contul'}
          </Button>
        </>
      }
    >
      <form id="account-form" className="opt-form" noValidate onSubmit={(e) => void submit(e).catch(() => undefined)}>
        <FormField label="Numele contului" error={errors.name}>
          {(p) => <input {...p} className="bg-form-input" name="name" autoComplete="off" maxLength={60} value={fields.name} onChange={(e) => set('name', e.target.value)} />}
        </FormField>
        <FormField label="Tipul contului" error={errors.type}>
          {(p) => (
            <select {...p} className="bg-form-input" name="type" value={fields.type} onChange={(e) => set('type', e.target.value as LocalAccountType | '')}>
              <option value="">Alege tipul</option>
              {LOCAL_ACCOUNT_TYPES.map((t) => (
                <option key={t} value={t}>{ACCOUNT_TYPE_LABELS[t]}</option>
              ))}
            </select>
          )}
        </FormField>
        <AmountField label="Sold inițial (RON)" name="initialBalance" value={fields.initialBalance} onValueChange={(text) => set('initialBalance', text)} error={errors.initialBalance} />
        <label className="opt-check">
          <input type="checkbox" name="includedInTotal" checked={fields.includedInTotal} onChange={(e) => set('includedInTotal', e.target.checked)} />
          Inclus în total (soldul lui intră în soldul disponibil)
        </label>
      </form>
    </Modal>
  );
}
