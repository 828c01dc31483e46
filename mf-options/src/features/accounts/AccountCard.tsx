import { ACCOUNT_TYPE_LABELS, reconciledDay, type AccountBalance, type AccountView } from '@buget/shared-domain/accounts';
import { formatShortDate } from '@buget/shared-domain/planning';
import { formatMoney } from '@buget/shared-domain/rules';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { Button, IconChevronLeft, IconChevronRight, IconEdit, IconTrash } from '@buget/shared-ui/components';
import { ACCOUNTS_TEXT as T } from './labels';

/** A balance below zero (a credit account's debt) in the negative money colour. */
const moneyClass = (amount: number): string | undefined => (amount < 0 ? 'opt-money--negative' : undefined);

export type AccountActions = {
  edit: (account: AccountView) => void;
  remove: (account: AccountView) => void;
  makeDefault: (account: AccountView) => void;
  setActive: (account: AccountView, active: boolean) => void;
  move: (account: AccountView, by: -1 | 1) => void;
  reconcile: (account: AccountView) => void;
};

type AccountCardProps = {
  account: AccountView;
  /** Its own balance from the server (get_account_balances); none for an account not on the server yet. */
  balance: AccountBalance | undefined;
  first: boolean;
  last: boolean;
  busy: boolean;
  actions: AccountActions;
  /** When it was last reconciled with the bank (user_accounts.last_reconciled_at), if ever. */
  reconciledAt?: string | undefined;
};

/** One account: its figures and marks, and what can be done with it. */
export function AccountCard({ account, balance, first, last, busy, actions, reconciledAt }: AccountCardProps) {
  const name = account.accountName;
  const onServer = !account.accountId.startsWith('local-');
  const defaultCurrency = useAppSettingsStore((state) => state.settings.defaultCurrency);
  return (
    <li className="opt-account" data-testid="account-row" data-account-id={account.accountId} aria-label={name}>
      <div className="opt-account__head">
        <h3 className="opt-account__name">{name}</h3>
        <span className="opt-account__type">{ACCOUNT_TYPE_LABELS[account.accountType]}</span>
        {/* An account in another currency than the default one says which (issue 26 point 1). */}
        {account.currency === defaultCurrency ? null : <span className="opt-badge" data-testid="account-currency">{account.currency}</span>}
        {account.isDefault ? <span className="opt-badge opt-badge--primary">{T.default}</span> : null}
        {!account.isActive ? <span className="opt-badge">{T.inactive}</span> : null}
        {account.pending ? <span className="opt-badge opt-badge--warning">{T.savedLocally}</span> : null}
      </div>
      {account.syncError ? <p className="opt-account__error" role="status">Nesincronizat: {account.syncError}</p> : null}
      <dl className="opt-account__figures">
        <div>
          <dt>{T.current}</dt>
          <dd data-testid="account-balance" className={balance ? moneyClass(balance.balance) : undefined}>{balance ? formatMoney(balance.balance, account.currency) : T.noBalance}</dd>
        </div>
        <div><dt>{T.initial}</dt><dd className={moneyClass(account.initialBalance)}>{formatMoney(account.initialBalance, account.currency)}</dd></div>
        <div><dt>{T.since}</dt><dd className="opt-account__date" data-testid="account-balance-start">{balance?.balanceStart ? formatShortDate(balance.balanceStart) : T.notSet}</dd></div>
        <div><dt>{T.included}</dt><dd>{account.includedInTotal ? T.yes : T.no}</dd></div>
      </dl>
      {reconciledAt ? <p className="opt-account__reconciled" data-testid="account-reconciled">{T.reconciledOn(reconciledDay(reconciledAt))}</p> : null}
      <div className="opt-account__actions">
        <Button size="sm" variant="secondary" icon={<IconEdit size={16} />} onClick={() => actions.edit(account)} aria-label={`Editează ${name}`}>
          Editează
        </Button>
        {onServer ? (
          <Button size="sm" variant="secondary" disabled={!balance} onClick={() => actions.reconcile(account)} aria-label={`Reconciliază ${name}`}>
            Reconciliază
          </Button>
        ) : null}
        {account.isActive && !account.isDefault ? (
          <Button size="sm" variant="secondary" disabled={busy || !onServer} onClick={() => actions.makeDefault(account)} aria-label={`Setează implicit contul ${name}`}>
            Setează implicit
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => actions.setActive(account, !account.isActive)} aria-label={`${account.isActive ? 'Dezactivează' : 'Activează'} ${name}`}>
          {account.isActive ? 'Dezactivează' : 'Activează'}
        </Button>
        <span className="opt-account__tools">
          <Button size="sm" variant="ghost" iconOnly className="opt-up" icon={<IconChevronLeft size={16} />} disabled={busy || first || account.pending} onClick={() => actions.move(account, -1)} aria-label={`Mută ${name} mai sus`} />
          <Button size="sm" variant="ghost" iconOnly className="opt-down" icon={<IconChevronRight size={16} />} disabled={busy || last || account.pending} onClick={() => actions.move(account, 1)} aria-label={`Mută ${name} mai jos`} />
          <Button size="sm" variant="ghost" iconOnly icon={<IconTrash size={16} />} onClick={() => actions.remove(account)} aria-label={`Șterge ${name}`} />
        </span>
      </div>
    </li>
  );
}
