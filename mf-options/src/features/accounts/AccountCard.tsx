import type { AccountView } from '@buget/shared-domain/accounts';
import { formatMoney } from '@buget/shared-domain/rules';
import { Button, IconChevronLeft, IconChevronRight, IconEdit, IconTrash } from '@buget/shared-ui/components';
import { ACCOUNT_TYPE_LABELS, ACCOUNTS_TEXT as T } from './labels';

export type AccountActions = {
  edit: (account: AccountView) => void;
  remove: (account: AccountView) => void;
  makeDefault: (account: AccountView) => void;
  setActive: (account: AccountView, active: boolean) => void;
  move: (account: AccountView, by: -1 | 1) => void;
};

type AccountCardProps = { account: AccountView; first: boolean; last: boolean; busy: boolean; actions: AccountActions };

/** One account: its figures and marks, and what can be done with it. */
export function AccountCard({ account, first, last, busy, actions }: AccountCardProps) {
  const name = account.accountName;
  const onServer = !account.accountId.startsWith('local-');
  return (
    <li className="opt-account" data-testid="account-row" data-account-id={account.accountId} aria-label={name}>
      <div className="opt-account__head">
        <h3 className="opt-account__name">{name}</h3>
        <span className="opt-account__type">{ACCOUNT_TYPE_LABELS[account.accountType]}</span>
        {account.isDefault ? <span className="opt-badge opt-badge--primary">{T.default}</span> : null}
        {!account.isActive ? <span className="opt-badge">{T.inactive}</span> : null}
        {account.pending ? <span className="opt-badge opt-badge--warning">{T.savedLocally}</span> : null}
      </div>
      {account.syncError ? <p className="opt-account__error" role="status">Nesincronizat: {account.syncError}</p> : null}
      <dl className="opt-account__figures">
        <div><dt>{T.initial}</dt><dd>{formatMoney(account.initialBalance)}</dd></div>
        <div><dt>{T.current}</dt><dd>{formatMoney(account.currentBalance)}</dd></div>
        <div><dt>{T.included}</dt><dd>{account.includedInTotal ? T.yes : T.no}</dd></div>
      </dl>
      <div className="opt-account__actions">
        <Button size="sm" variant="secondary" icon={<IconEdit size={16} />} onClick={() => actions.edit(account)} aria-label={`Editează ${name}`}>
          Editează
        </Button>
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
