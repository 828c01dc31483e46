import { useState, type FormEvent } from 'react';
import { ACCOUNT_TYPE_LABELS, useCreateAccount, useUpdateAccount, type AccountView } from '@buget/shared-domain/accounts';
import { CURRENCIES, type Currency } from '@buget/shared-domain/constants';
import { currencySymbol, toLocalIsoDate } from '@buget/shared-domain/rules';
import { LOCAL_ACCOUNT_TYPES, type LocalAccountType } from '@buget/shared-domain/schemas';
import { AmountField, Button, FormField } from '@buget/shared-ui/components';
import { DateField } from '@buget/shared-ui/date-field';
import { Modal, useChanged } from '@buget/shared-ui/dialogs';
import { checkAccountFields, emptyAccountFields, fieldsOf, type AccountFieldErrors, type AccountFields } from './account-form';
import { AutoTransferFields } from './AutoTransferFields';
import { useAutoTransferForm } from './use-auto-transfer-form';

type AccountDialogProps = {
  userId: string | undefined;
  accounts: readonly AccountView[];
  /** The account to edit; none to create one. */
  editing: AccountView | null;
  onClose: () => void;
};

/** Create or edit an account; nothing is saved while a field is wrong (spec point 5 messages). */
export function AccountDialog({ userId, accounts, editing, onClose }: AccountDialogProps) {
  const today = toLocalIsoDate(new Date());
  const [fields, setFields] = useState<AccountFields>(() => (editing ? fieldsOf(editing, today) : emptyAccountFields(today)));
  const [errors, setErrors] = useState<AccountFieldErrors>({});
  const create = useCreateAccount(userId);
  const update = useUpdateAccount(userId);
  const autoTransfer = useAutoTransferForm(editing, accounts, today);
  // Changed fields are not thrown away without asking (Escape, a click outside, Back, a reload).
  const dirty = useChanged(fields) || autoTransfer.changed;
  const set = <K extends keyof AccountFields>(key: K, value: AccountFields[K]) => setFields((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAccountFields(fields, accounts, today, editing?.accountId);
    const transfer = autoTransfer.check();
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    if (transfer === false) return;
    setErrors({});
    const { name, type, initialBalance, includedInTotal, balanceStartDate, currency } = checked.values;
    // The account's balance is the server's (get_account_balances): nothing here computes it.
    if (editing) {
      await update.mutateAsync({
        accountId: editing.accountId,
        changes: { accountName: name, accountType: type, initialBalance, includedInTotal, balanceStartDate, ...(currency === editing.currency ? {} : { currency }) },
      });
    } else {
      const displayOrder = Math.max(0, ...accounts.map((a) => a.displayOrder)) + 1;
      await create.mutateAsync({ name, type, initialBalance, includedInTotal, displayOrder, balanceStartDate, currency });
    }
    if (!(await autoTransfer.save(transfer))) return;
    onClose();
  };

  return (
    <Modal
      open
      dirty={dirty}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? 'Editează contul' : 'Adaugă cont'}
      description={editing ? 'Schimbă ce trebuie și salvează.' : 'Un cont bancar, numerar, economii sau investiții.'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>Renunță</Button>
          <Button type="submit" form="account-form" loading={create.isPending || update.isPending || autoTransfer.pending}>
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
        {/* Issue 26 point 1: the account's money is in this currency; the server keeps it once rows use it. */}
        <FormField label="Moneda contului" hint={editing ? 'Nu se mai poate schimba după prima tranzacție a contului.' : undefined}>
          {(p) => (
            <select {...p} className="bg-form-input" name="currency" value={fields.currency} onChange={(e) => set('currency', e.target.value as Currency)}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>{`${c} (${currencySymbol(c)})`}</option>
              ))}
            </select>
          )}
        </FormField>
        <AmountField label={`Sold inițial (${fields.currency})`} currency={fields.currency} name="initialBalance" value={fields.initialBalance} onValueChange={(text) => set('initialBalance', text)} error={errors.initialBalance} />
        <DateField
          label="Sold la data de"
          name="balanceStartDate"
          value={fields.balanceStartDate}
          onChange={(date) => set('balanceStartDate', date)}
          max={today}
          today={today}
          error={errors.balanceStartDate}
        />
        <label className="opt-check">
          <input type="checkbox" name="includedInTotal" checked={fields.includedInTotal} onChange={(e) => set('includedInTotal', e.target.checked)} />
          Inclus în total (soldul lui intră în soldul disponibil)
        </label>
        {editing && autoTransfer.shown ? (
          <AutoTransferFields accountId={editing.accountId} accounts={accounts} fields={autoTransfer.fields} errors={autoTransfer.errors} onChange={autoTransfer.onChange} />
        ) : null}
      </form>
    </Modal>
  );
}
