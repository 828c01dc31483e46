import { useState } from 'react';
import { AutoTransferError, useAutoTransfers, useSetAutoTransfer, useStopAutoTransfer, type AccountView } from '@buget/shared-domain/accounts';
import type { IsoDate } from '@buget/shared-domain/rules';
import { sameValues } from '@buget/shared-ui/dialogs';
import { autoTransferFieldsOf, checkAutoTransferFields, type AutoTransferErrors, type AutoTransferFields, type AutoTransferValues } from './auto-transfer-form';

/**
 * The 'Transfer automat lunar' part of an account's edit form: its fields (from the account's
 * active transfer until changed), their check and their save after the account's own. Only an
 * account the server holds has one (a 'local-' account has no id there yet).
 */
export function useAutoTransferForm(account: AccountView | null, accounts: readonly AccountView[], today: IsoDate) {
  const shown = account !== null && !account.accountId.startsWith('local-');
  const transfers = useAutoTransfers();
  const current = shown ? transfers.data?.find((t) => t.toAccountId === account.accountId) : undefined;
  const [edited, setEdited] = useState<AutoTransferFields | null>(null);
  const [errors, setErrors] = useState<AutoTransferErrors>({});
  const setTransfer = useSetAutoTransfer();
  const stopTransfer = useStopAutoTransfer();
  const fields = edited ?? autoTransferFieldsOf(current);

  /** The values to save (null: off), or false with the messages on their fields. */
  const check = (): AutoTransferValues | null | false => {
    if (!shown) return null;
    const checked = checkAutoTransferFields(fields, account.accountId, accounts.map((a) => a.accountId));
    setErrors(checked.ok ? {} : checked.errors);
    return checked.ok ? checked.values : false;
  };

  /** Writes what changed; a refusal goes on its field and keeps the form open (false). */
  const save = async (values: AutoTransferValues | null): Promise<boolean> => {
    if (!shown || edited === null) return true;
    const same = current && values && values.fromAccountId === current.fromAccountId && values.amount === current.amount && values.day === current.day;
    try {
      if (values && !same) await setTransfer.mutateAsync({ toAccountId: account.accountId, ...values, today });
      else if (!values && current) await stopTransfer.mutateAsync({ ruleId: current.ruleId, today });
      return true;
    } catch (error) {
      if (error instanceof AutoTransferError && error.field) setErrors({ [error.field]: error.message });
      return false;
    }
  };

  // The fields differ from the account's transfer (the dialog asks before throwing them away).
  const changed = edited !== null && !sameValues(edited, autoTransferFieldsOf(current));

  return { shown, fields, changed, errors, onChange: setEdited, check, save, pending: setTransfer.isPending || stopTransfer.isPending };
}
