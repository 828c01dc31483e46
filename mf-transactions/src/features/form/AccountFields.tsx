import { savingTargets, type TransactionAccount, type TransactionAccounts } from '@buget/shared-domain/transactions';
import { AmountField, FormField } from '@buget/shared-ui/components';
import type { ReactNode } from 'react';
import type { FormErrors, FormFields } from './form-mapping';

type AccountFieldsProps = {
  type: string;
  accountId: string;
  toAccountId: string;
  /** What reached the to-account, asked only when its currency is not the from-account's. */
  toAmount: string;
  accounts: TransactionAccounts;
  errors: FormErrors;
  onChange: (key: 'accountId' | 'toAccountId' | 'toAmount', value: string) => void;
  disabled?: boolean;
};

/**
 * The two ends' currencies when they differ (issue 26 point 2): the to-account's, for the amount
 * received; null for one currency or no to-account.
 */
export const receivedCurrency = (accounts: TransactionAccounts, accountId: string, toAccountId: string): TransactionAccount['currency'] | null => {
  const from = accounts.all.find((a) => a.id === (accountId || accounts.defaultId));
  const to = accounts.all.find((a) => a.id === toAccountId);
  return from && to && from.currency !== to.currency ? to.currency : null;
};

/** The active accounts, and the one a row already names even if it is no longer active. */
const optionsFor = (list: readonly TransactionAccount[], all: readonly TransactionAccount[], current: string): TransactionAccount[] => {
  const kept = all.find((a) => a.id === current);
  return kept && !list.some((a) => a.id === current) ? [...list, kept] : [...list];
};

const AccountOptions = ({ options }: { options: TransactionAccount[] }) =>
  options.map((a) => (
    <option key={a.id} value={a.id}>
      {`${a.is_active ? a.name : `${a.name} (inactiv)`}${a.currency === 'RON' ? '' : ` (${a.currency})`}`}
    </option>
  ));

/**
 * Where the money is (issue 22 points 1 and 4): the account (the default one preselected); for a
 * transfer, from one account to another; for a saving, optionally the savings or investment
 * account it goes to.
 */
export function AccountFields({ type, accountId, toAccountId, toAmount, accounts, errors, onChange, disabled = false }: AccountFieldsProps) {
  const transfer = type === 'TRANSFER';
  const received = transfer || type === 'SAVING' ? receivedCurrency(accounts, accountId, toAccountId) : null;
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
      {received ? (
        <AmountField
          label={`Suma primită (${received})`}
          name="toAmount"
          currency={received}
          value={toAmount}
          onValueChange={(text) => onChange('toAmount', text)}
          error={errors.toAmount}
          disabled={disabled}
        />
      ) : null}
    </>
  );
}
