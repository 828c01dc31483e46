import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { useDeleteTransaction, type TransactionRow } from '@buget/shared-domain/transactions';
import { useCallback, useState } from 'react';

/**
 * Delete asks first when the confirmDeleteActions setting says so (on by default, read from the
 * shared app-settings store the options page writes), and always for a reconciled row; the toast
 * then offers undo.
 */
export function useDeleteFlow() {
  const remove = useDeleteTransaction();
  const confirmFirst = useAppSettingsStore((state) => state.settings.confirmDeleteActions);
  const [pending, setPending] = useState<TransactionRow | null>(null);
  const request = useCallback(
    (row: TransactionRow) => {
      // A reconciled row (issue 26 point 4) is always asked about, whatever the setting.
      if (confirmFirst || row.reconciled_at) setPending(row);
      else remove.mutate(row.id);
    },
    [confirmFirst, remove],
  );
  const confirm = useCallback(() => {
    if (!pending) return;
    remove.mutate(pending.id, { onSettled: () => setPending(null) });
  }, [pending, remove]);
  return { pending, request, confirm, cancel: () => setPending(null), busy: remove.isPending };
}
