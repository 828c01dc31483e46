import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { TRANSACTION_WRITE_INVALIDATES, getSupabase } from '@buget/shared-domain/data';
import { useBugetMutation } from '@buget/shared-domain/stores';
import { TRANSACTION_SUCCESS_MESSAGES } from './create-transaction';
import type { TransactionUpdate } from './transaction-input';
import { transactionRefusalOf } from './transaction-refusals';

export async function updateTransaction({ id, changes }: { id: string; changes: TransactionUpdate }): Promise<void> {
  await getSupabase().from('transactions').update(changes).eq('id', id).throwOnError();
}

export const useUpdateTransaction = () =>
  useBugetMutation({
    mutationFn: updateTransaction,
    invalidates: TRANSACTION_WRITE_INVALIDATES,
    successMessage: TRANSACTION_SUCCESS_MESSAGES.updated,
    errorMessage: (error) => transactionRefusalOf(error)?.message ?? ERROR_MESSAGES.EROARE_EDITARE_TRANZACTIE,
  });
