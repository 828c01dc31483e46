import { savingTargets, type TransactionAccount, type TransactionAccounts } from '@buget/shared-domain/transactions';
import { FormField } from '@buget/shared-ui/components';
import type { ReactNode } from 'react';
import type { FormErrors, FormFields } from './form-mapping';

type AccountFieldsProps = {
  type: string;
  accountId: string;
  toAccountId: string;
  accounts: TransactionAccounts;
  errors: FormErrors;
  onChange: (key: 'accountId' | 'toAccountId', value: string) => void;
  disabled?: boolean;
};

/** The active accounts, and the one a row already names even if it is no longer active. */
const optionsFor = (list: readonly TransactionAccount[], all: readonly TransactionAccount[], current: string): TransactionAccount[] => {
  const kept = all.find((a) => a.id === current);
  return kept && !list.some((a) => a.id === current) ? [...list, kept] : [...list];
};

const AccountOptions = ({ options }: { options: TransactionAccount[] }) =>
  options.map((a) => (
    <option key={a.id} value={a.id}>
      {a.is_active ? a.name : `${a.name} (inactiv)`}
    </option>
  ));

/**
 * Where the money is (issue 22 points 1 and 4): the account (the default one preselected); for a
 * transfer, from one account to another; for a saving, optionally the savings or investment
 * account it goes to.
 */
export function AccountFields({ type, accountId, toAccountId, accounts, errors, onChange, disabled = false }: AccountFieldsProps) {
  const transfer = type === 'TRANSFER';
  const from = accountId || accounts.defaultId || '';
  const fromOptions = optionsFor(accounts.active, accounts.all, from);
  const select = (key: keyof Pick<FormFields, 'accountId' | 'toAccountId'>, label: string, value: string, children: ReactNode) => (
    <FormField label={label} error={errors[key]}>
      {(p) => (
        <select {...p} className="bg-form-input" name={key} value={value} disabled={disabled} onChange={(e) => onChange(key, e.target.value)}>
          {children}
        </select>
      )}
    </FormField>
  );
  return (
    <>
      {select(
        'accountId',
        transfer ? 'Din contul' : 'Cont',
        from,
        fromOptions.length === 0 ? <option value="">Contul implicit</option> : <AccountOptions options={fromOptions} />,
      )}
      {transfer
        ? select('toAccountId', 'În contul', toAccountId, (
            <>
              <option value="">Alege contul</option>
              <AccountOptions options={optionsFor(accounts.active, accounts.all, toAccountId)} />
            </>
          ))
        : null}
      {type === 'SAVING'
        ? select('toAccountId', 'Către contul (opțional)', toAccountId, (
            <>
              <option value="">Fără cont de economii</option>
              <AccountOptions options={optionsFor(savingTargets(accounts), accounts.all, toAccountId)} />
            </>
          ))
        : null}
    </>
  );
}
