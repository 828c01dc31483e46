import { ERROR_MESSAGES } from '../../errors';
import { toast } from '../../stores/toast-store';
import type { Database } from '../database.types';
import { TRANSACTION_WRITE_INVALIDATES } from '../query-keys';
import { getSupabase } from '../supabase-client';
import { useBugetMutation } from '../use-buget-mutation';
import { TRANSACTION_SUCCESS_MESSAGES } from './create-transaction';

type StoredTransaction = Database['public']['Tables']['transactions']['Row'];

/** Deletes one transaction and returns it whole, so undo can put back exactly what went. */
export async function deleteTransaction(id: string): Promise<StoredTransaction> {
  const { data } = await getSupabase().from('transactions').delete().eq('id', id).select('*').single().throwOnError();
  return data;
}

/** Undo: the same row again, same id, dates and links (created_at/updated_at kept too). */
export async function restoreTransaction(row: StoredTransaction): Promise<void> {
  await getSupabase().from('transactions').insert(row).throwOnError();
}

export const useRestoreTransaction = () =>
  useBugetMutation({
    mutationFn: restoreTransaction,
    invalidates: TRANSACTION_WRITE_INVALIDATES,
    successMessage: TRANSACTION_SUCCESS_MESSAGES.restored,
    errorMessage: ERROR_MESSAGES.EROARE_SALVARE_TRANZACTIE,
  });

/** Delete with an undo action on its toast (spec point 2: a single delete offers an undo). */
export const useDeleteTransaction = () => {
  const restore = useRestoreTransaction();
  return useBugetMutation({
    mutationFn: deleteTransaction,
    invalidates: TRANSACTION_WRITE_INVALIDATES,
    errorMessage: ERROR_MESSAGES.EROARE_STERGERE_TRANZACTIE,
    onSuccess: (row) => {
      toast.success(TRANSACTION_SUCCESS_MESSAGES.deleted, {
        action: { label: TRANSACTION_SUCCESS_MESSAGES.undo, handler: () => restore.mutate(row) },
      });
    },
  });
};
