import type { AccountView } from '@buget/shared-domain/accounts';
import { AmountField, FormField } from '@buget/shared-ui/components';
import './auto-transfer.css';
import { AUTO_TRANSFER_DAYS, type AutoTransferErrors, type AutoTransferFields as Fields } from './auto-transfer-form';

type AutoTransferFieldsProps = {
  /** The account that receives the money. */
  accountId: string;
  accounts: readonly AccountView[];
  fields: Fields;
  errors: AutoTransferErrors;
  onChange: (fields: Fields) => void;
};

/** 'Transfer automat lunar' of an account's form: a fixed amount from another account each month. */
export function AutoTransferFields({ accountId, accounts, fields, errors, onChange }: AutoTransferFieldsProps) {
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => onChange({ ...fields, [key]: value });
  const sources = accounts.filter((a) => a.accountId !== accountId && !a.accountId.startsWith('local-'));
  return (
    <fieldset className="opt-auto-transfer">
      <legend className="opt-auto-transfer__legend">Transfer automat lunar</legend>
      <label className="opt-check">
        <input type="checkbox" name="autoTransferEnabled" checked={fields.enabled} onChange={(e) => set('enabled', e.target.checked)} />
        În fiecare lună, contul primește o sumă fixă din alt cont (apare ca plan de confirmat în Situația zilei)
      </label>
      {fields.enabled ? (
        <>
          <FormField label="Din contul" error={errors.fromAccountId}>
            {(p) => (
              <select {...p} className="bg-form-input" name="autoTransferFrom" value={fields.fromAccountId} onChange={(e) => set('fromAccountId', e.target.value)}>
                <option value="">Alege contul</option>
                {sources.map((a) => (
                  <option key={a.accountId} value={a.accountId}>{a.accountName}</option>
                ))}
              </select>
            )}
          </FormField>
          <AmountField label="Suma lunară" name="autoTransferAmount" value={fields.amount} onValueChange={(text) => set('amount', text)} error={errors.amount} />
          <FormField label="Ziua lunii" hint="De la 1 la 28, ca să existe în fiecare lună." error={errors.day}>
            {(p) => (
              <select {...p} className="bg-form-input" name="autoTransferDay" value={fields.day} onChange={(e) => set('day', e.target.value)}>
                {AUTO_TRANSFER_DAYS.map((d) => (
                  <option key={d} value={String(d)}>{d}</option>
                ))}
              </select>
            )}
          </FormField>
        </>
      ) : null}
    </fieldset>
  );
}
