import { ACCOUNT_MESSAGES, useAccountTransactionCount, useDeleteAccount, useUpdateAccount, type AccountView } from '@buget/shared-domain/accounts';
import { Button, Spinner } from '@buget/shared-ui/components';
import { Modal } from '@buget/shared-ui/dialogs';

type DeleteAccountDialogProps = {
  userId: string | undefined;
  account: AccountView;
  /** The last active account cannot be deleted (spec point 4). */
  lastActive: boolean;
  onClose: () => void;
};

/**
 * Deleting an account, by the spec's rules: never the last active one; one with transactions
 * cannot be deleted, and the dialog offers to deactivate it instead. The server checks both.
 */
export function DeleteAccountDialog({ userId, account, lastActive, onClose }: DeleteAccountDialogProps) {
  const usage = useAccountTransactionCount(account.accountId, !lastActive);
  const remove = useDeleteAccount(userId);
  const update = useUpdateAccount(userId);
  const used = (usage.data ?? 0) > 0;

  let body;
  let action = null;
  if (lastActive) {
    body = <p>{ACCOUNT_MESSAGES.lastActive}</p>;
  } else if (usage.isPending) {
    body = <Spinner label="Verific tranzacțiile contului..." />;
  } else if (used) {
    body = (
      <p>
        {ACCOUNT_MESSAGES.hasTransactions} ({usage.data === 1 ? 'o tranzacție' : `${usage.data} tranzacții`})
      </p>
    );
    action = account.isActive ? (
      <Button
        loading={update.isPending}
        onClick={() => void update.mutateAsync({ accountId: account.accountId, changes: { isActive: false }, action: 'deactivate' }).then(onClose, () => undefined)}
      >
        Dezactivează contul
      </Button>
    ) : null;
  } else {
    body = <p>Contul „{account.accountName}” dispare din listă. Nu are tranzacții.</p>;
    action = (
      <Button variant="danger" loading={remove.isPending} onClick={() => void remove.mutateAsync(account.accountId).then(onClose, () => undefined)}>
        Șterge contul
      </Button>
    );
  }

  return (
    <Modal
      open
      size="sm"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Ștergi contul „${account.accountName}”?`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>Renunță</Button>
          {action}
        </>
      }
    >
      <div className="opt-dialog-body">{body}</div>
    </Modal>
  );
}
