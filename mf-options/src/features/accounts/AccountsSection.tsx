import { useState } from 'react';
import {
  ACCOUNT_MESSAGES,
  useAccountBalances,
  useAccounts,
  useLastReconciled,
  useReorderAccounts,
  useSetDefaultAccount,
  useSyncNow,
  useUpdateAccount,
  type AccountView,
} from '@buget/shared-domain/accounts';
import { ACCOUNT_LIMITS } from '@buget/shared-domain/constants';
import { toast } from '@buget/shared-domain/stores';
import { Button, EmptyState, IconRefresh, IconWallet, Spinner } from '@buget/shared-ui/components';
import { AccountCard, type AccountActions } from './AccountCard';
import { AccountDialog } from './AccountDialog';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { ReconcileDialog } from './ReconcileDialog';
import { ACCOUNTS_TEXT as T } from './labels';

type Dialog = { kind: 'create' } | { kind: 'edit'; account: AccountView } | { kind: 'delete'; account: AccountView } | { kind: 'reconcile'; account: AccountView } | null;

/** Conturi: the accounts in display order, with create, edit, default, order, deactivate and delete. */
export function AccountsSection() {
  const { accounts, userId, loading, offline, waiting } = useAccounts();
  const balances = useAccountBalances();
  const reconciled = useLastReconciled();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [syncing, setSyncing] = useState(false);
  const sendPending = useSyncNow(userId);
  const update = useUpdateAccount(userId);
  const setDefault = useSetDefaultAccount(userId);
  const reorder = useReorderAccounts();
  const busy = update.isPending || setDefault.isPending || reorder.isPending;
  const full = accounts.length >= ACCOUNT_LIMITS.maxAccounts;
  const activeCount = accounts.filter((a) => a.isActive).length;
  const lastOnServer = accounts.map((a) => !a.accountId.startsWith('local-')).lastIndexOf(true);

  const actions: AccountActions = {
    edit: (account) => setDialog({ kind: 'edit', account }),
    remove: (account) => setDialog({ kind: 'delete', account }),
    reconcile: (account) => setDialog({ kind: 'reconcile', account }),
    makeDefault: (account) => setDefault.mutate(account.accountId),
    setActive: (account, active) => {
      if (!active && account.isActive && activeCount <= 1) {
        toast.error(new Error(ACCOUNT_MESSAGES.lastActiveDeactivate), ACCOUNT_MESSAGES.lastActiveDeactivate);
        return;
      }
      update.mutate({ accountId: account.accountId, changes: { isActive: active }, action: active ? 'activate' : 'deactivate' });
    },
    move: (account, by) => {
      // The server's accounts in their new order (ones still local keep their place after them).
      const onServer = accounts.filter((a) => !a.accountId.startsWith('local-'));
      const from = onServer.indexOf(account);
      const to = from + by;
      if (from < 0 || to < 0 || to >= onServer.length) return;
      const ids = onServer.map((a) => a.accountId);
      [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
      reorder.mutate(ids);
    },
  };

  const syncNow = () => {
    setSyncing(true);
    sendPending()
      .catch(() => toast.warning(ACCOUNT_MESSAGES.needsServer))
      .finally(() => setSyncing(false));
  };

  let list;
  if (loading) {
    list = <div className="opt-state" role="status"><Spinner size="lg" label="Se încarcă conturile..." /></div>;
  } else if (accounts.length === 0) {
    list = <EmptyState icon={<IconWallet />} headingLevel={3} title={T.empty} description={T.emptyDescription} />;
  } else {
    list = (
      <ul className="opt-accounts" aria-label="Conturile tale">
        {accounts.map((account, index) => (
          <AccountCard
            key={account.accountId}
            account={account}
            balance={balances.data?.find((b) => b.accountId === account.accountId)}
            first={index === 0}
            last={index >= lastOnServer}
            busy={busy}
            actions={actions}
            reconciledAt={reconciled.data?.[account.accountId]}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="opt-section" aria-labelledby="opt-accounts-title">
      <div className="opt-section__head">
        <div>
          <h2 id="opt-accounts-title" className="opt-section__title">{T.title}</h2>
          <p className="opt-section__lead">{accounts.length} din {ACCOUNT_LIMITS.maxAccounts} conturi. Soldul disponibil pornește de la conturile active incluse în total.</p>
        </div>
        <Button onClick={() => setDialog({ kind: 'create' })} disabled={full || loading} aria-describedby={full ? 'opt-accounts-full' : undefined}>
          {T.add}
        </Button>
      </div>
      {full ? <p id="opt-accounts-full" className="opt-note">{ACCOUNT_MESSAGES.maxReached} {T.limitNote}</p> : null}
      {offline ? <p className="opt-note opt-note--warning" role="status">{T.offline}</p> : null}
      {waiting > 0 ? (
        <div className="opt-note opt-note--warning opt-note--row" role="status">
          <span>{T.waiting(waiting)}</span>
          <Button size="sm" variant="secondary" icon={<IconRefresh size={16} />} loading={syncing} onClick={syncNow}>{T.syncNow}</Button>
        </div>
      ) : null}
      {list}
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <AccountDialog userId={userId} accounts={accounts} editing={dialog.kind === 'edit' ? dialog.account : null} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'reconcile' ? (
        <ReconcileDialog account={dialog.account} balance={balances.data?.find((b) => b.accountId === dialog.account.accountId)} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteAccountDialog userId={userId} account={dialog.account} lastActive={dialog.account.isActive && activeCount <= 1} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}
