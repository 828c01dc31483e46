import { ERROR_MESSAGES } from '../../errors';
import { TRANSACTION_WRITE_INVALIDATES, queryKeys } from '../query-keys';
import { getSupabase } from '../supabase-client';
import { useBugetMutation } from '../use-buget-mutation';
import { TRANSACTION_SUCCESS_MESSAGES } from './create-transaction';
import type { TransactionUpdate } from './transaction-input';

/**
 * Edits every transaction of a recurring series (the rule's template and its occurrences); each
 * keeps its own date. The rule's amount follows, so later generations use the new amount.
 */
export async function updateSeries({ ruleId, changes }: { ruleId: string; changes: Omit<TransactionUpdate, 'date'> }): Promise<void> {
  const supabase = getSupabase();
  await supabase.from('transactions').update(changes).eq('recurring_rule_id', ruleId).throwOnError();
  if (changes.amount !== undefined) {
    await supabase.from('recurring_rules').update({ amount: changes.amount }).eq('id', ruleId).throwOnError();
  }
}

export const useUpdateSeries = () =>
  useBugetMutation({
    mutationFn: updateSeries,
    invalidates: [...TRANSACTION_WRITE_INVALIDATES, queryKeys.recurringRules.all],
    successMessage: TRANSACTION_SUCCESS_MESSAGES.seriesUpdated,
    errorMessage: ERROR_MESSAGES.EROARE_EDITARE_TRANZACTIE,
  });
