import { useState, type FormEvent } from 'react';
import { useReconcileAccount, type AccountBalance, type AccountView } from '@buget/shared-domain/accounts';
import { formatMoney, formatSignedMoney } from '@buget/shared-domain/rules';
import { AmountField, Button } from '@buget/shared-ui/components';
import { Modal, useChanged } from '@buget/shared-ui/dialogs';
import { differenceOf, readBankBalance } from './reconcile-form';

type ReconcileDialogProps = {
  account: AccountView;
  /** The account's balance today by the one rule (get_account_balances), what the server compares too. */
  balance: AccountBalance | undefined;
  onClose: () => void;
};

/**
 * 'Reconciliază' (issue 26 point 4): what the bank shows today against Buget's own figure, and the
 * difference; one click records it as an adjustment and marks the rows reconciled (the server
 * reads the balance itself). Nothing is sent while the amount cannot be read.
 */
export function ReconcileDialog({ account, balance, onClose }: ReconcileDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reconcile = useReconcileAccount();
  const dirty = useChanged(text);
  const read = text.trim() === '' ? null : readBankBalance(text);
  const difference = read?.ok && balance ? differenceOf(read.value, balance.balance) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = readBankBalance(text);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    await reconcile.mutateAsync({ accountId: account.accountId, bankBalance: checked.value });
    onClose();
  };

  return (
    <Modal
      open
      dirty={dirty}
      size="sm"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Reconciliază „${account.accountName}”`}
      description="Scrie soldul pe care îl arată banca azi. Diferența devine o ajustare, iar tranzacțiile de până azi sunt marcate reconciliate."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>Renunță</Button>
          <Button type="submit" form="reconcile-form" loading={reconcile.isPending} disabled={!balance}>
            {difference === 0 ? 'Marchează reconciliat' : 'Înregistrează diferența'}
          </Button>
        </>
      }
    >
      <form id="reconcile-form" className="opt-form" noValidate onSubmit={(e) => void submit(e).catch(() => undefined)}>
        <AmountField
          label="Soldul din bancă azi"
          name="bankBalance"
          currency={account.currency}
          value={text}
          onValueChange={(value) => {
            setText(value);
            setError(undefined);
          }}
          error={error}
          announceError
          autoFocus
        />
        <dl className="opt-reconcile" aria-live="polite">
          <div>
            <dt>Soldul în Buget azi</dt>
            <dd data-testid="reconcile-own">{balance ? formatMoney(balance.balance, account.currency) : '—'}</dd>
          </div>
          <div>
            <dt>Diferența</dt>
            <dd data-testid="reconcile-difference" className={difference !== null && difference < 0 ? 'opt-money--negative' : undefined}>
              {difference === null ? '—' : formatSignedMoney(difference, account.currency)}
            </dd>
          </div>
        </dl>
        {difference !== null && difference !== 0 ? (
          <p className="opt-note">
            {difference > 0 ? 'Banca arată mai mult: se adaugă un venit' : 'Banca arată mai puțin: se adaugă o cheltuială'} „Ajustare sold” (Necategorizat), datat azi.
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
