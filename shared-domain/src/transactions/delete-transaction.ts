import type { Json } from '@buget/shared-domain/data';
import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { toast, useBugetMutation } from '@buget/shared-domain/stores';
import { queryKeys, TRANSACTION_WRITE_INVALIDATES, getSupabase } from '@buget/shared-domain/data';
import { TRANSACTION_SUCCESS_MESSAGES } from './create-transaction';

/**
 * What a delete took away, as the server's delete_transaction returns it: the row, the recurring
 * rule it anchored (a series' template takes its rule with it) and the occurrences that rule
 * linked. Opaque to the client: it only goes back to restore_transaction.
 */
export type DeletedTransaction = Json;

/** Deletes one transaction and returns what undo needs to put back exactly what went. */
export async function deleteTransaction(id: string): Promise<DeletedTransaction> {
  const { data } = await getSupabase().rpc('delete_transaction', { transaction_id: id }).throwOnError();
  return data;
}

/** Undo: the same row again (same id, dates and links), and its series rule if it anchored one. */
export async function restoreTransaction(snapshot: DeletedTransaction): Promise<void> {
  await getSupabase().rpc('restore_transaction', { snapshot }).throwOnError();
}

/** Deletes several transactions in one server transaction, all or none; their snapshots, in order. */
export async function deleteTransactions(ids: string[]): Promise<DeletedTransaction[]> {
  const { data } = await getSupabase().rpc('delete_transactions', { transaction_ids: ids }).throwOnError();
  return Array.isArray(data) ? data : [];
}

/** Undo of deleteTransactions: every row back, in one server transaction. */
export async function restoreTransactions(snapshots: DeletedTransaction[]): Promise<void> {
  await getSupabase().rpc('restore_transactions', { snapshots }).throwOnError();
}

const DELETE_INVALIDATES = [...TRANSACTION_WRITE_INVALIDATES, queryKeys.recurringRules.all];

export const useRestoreTransaction = () =>
  useBugetMutation({
    mutationFn: restoreTransaction,
    invalidates: DELETE_INVALIDATES,
    successMessage: TRANSACTION_SUCCESS_MESSAGES.restored,
    errorMessage: ERROR_MESSAGES.EROARE_SALVARE_TRANZACTIE,
  });

/** Delete with an undo action on its toast (spec point 2: a single delete offers an undo). */
export const useDeleteTransaction = () => {
  const restore = useRestoreTransaction();
  return useBugetMutation({
    mutationFn: deleteTransaction,
    invalidates: DELETE_INVALIDATES,
    errorMessage: ERROR_MESSAGES.EROARE_STERGERE_TRANZACTIE,
    onSuccess: (snapshot) => {
      toast.success(TRANSACTION_SUCCESS_MESSAGES.deleted, {
        action: { label: TRANSACTION_SUCCESS_MESSAGES.undo, handler: () => restore.mutate(snapshot) },
      });
    },
  });
};
