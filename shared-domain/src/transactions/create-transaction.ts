import { TRANSACTION_WRITE_INVALIDATES, getSupabase } from '@buget/shared-domain/data';
import { useBugetMutation } from '@buget/shared-domain/stores';
import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import type { TransactionInsert } from './transaction-input';
import { transactionRefusalOf } from './transaction-refusals';

export const TRANSACTION_SUCCESS_MESSAGES = {
  created: 'Tranzacția a fost adăugată.',
  updated: 'Tranzacția a fost actualizată.',
  seriesUpdated: 'Toate tranzacțiile din serie au fost actualizate.',
  deleted: 'Tranzacția a fost ștearsă.',
  restored: 'Tranzacția a fost restaurată.',
  undo: 'Anulează',
} as const;

export async function createTransaction(row: TransactionInsert): Promise<{ id: string }> {
  const { data } = await getSupabase().from('transactions').insert(row).select('id').single().throwOnError();
  return data;
}

export const useCreateTransaction = () =>
  useBugetMutation({
    mutationFn: createTransaction,
    invalidates: TRANSACTION_WRITE_INVALIDATES,
    successMessage: TRANSACTION_SUCCESS_MESSAGES.created,
    // A rule of the form the server enforced (a done row in the future, a transfer to the same
    // account...): its own text; anything else, the general one.
    errorMessage: (error) => transactionRefusalOf(error)?.message ?? ERROR_MESSAGES.EROARE_SALVARE_TRANZACTIE,
  });
