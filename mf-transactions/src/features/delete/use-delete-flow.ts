import { rehydrateAppSettings, STORAGE_KEYS, toLocalIsoDate, useDeleteTransaction, type TransactionRow } from '@buget/shared-domain';
import { useCallback, useState } from 'react';

/** The confirmDeleteActions setting (on by default), read from the settings the options page saves. */
export function confirmDeleteEnabled(): boolean {
  try {
    const text = window.localStorage.getItem(STORAGE_KEYS.appSettings);
    const stored: unknown = text ? JSON.parse(text) : null;
    // zustand's persist wraps the settings as { state, version }.
    const value = stored && typeof stored === 'object' && 'state' in stored ? (stored as { state: unknown }).state : stored;
    return rehydrateAppSettings(value, toLocalIsoDate(new Date())).settings.confirmDeleteActions;
  } catch {
    return true;
  }
}

/** Delete asks first when the setting says so; the toast then offers undo. */
export function useDeleteFlow() {
  const remove = useDeleteTransaction();
  const [pending, setPending] = useState<TransactionRow | null>(null);
  const request = useCallback(
    (row: TransactionRow) => {
      if (confirmDeleteEnabled()) setPending(row);
      else remove.mutate(row.id);
    },
    [remove],
  );
  const confirm = useCallback(() => {
    if (!pending) return;
    remove.mutate(pending.id, { onSettled: () => setPending(null) });
  }, [pending, remove]);
  return { pending, request, confirm, cancel: () => setPending(null), busy: remove.isPending };
}
