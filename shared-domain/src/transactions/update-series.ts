import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { TRANSACTION_WRITE_INVALIDATES, queryKeys, getSupabase } from '@buget/shared-domain/data';
import { useBugetMutation } from '@buget/shared-domain/stores';
import { recurringFailureOf, RECURRING_OUTCOME_MESSAGES } from './create-recurring-series';
import { TRANSACTION_SUCCESS_MESSAGES } from './create-transaction';

/** What a series edit changes on every row: everything but the date (each keeps its own). */
export type SeriesChanges = {
  type: string;
  amount: number;
  category: string;
  subcategory?: string | null;
  description?: string | null;
};

/**
 * Edits every transaction of a recurring series (the rule's template and its occurrences, each
 * keeping its own date) and the rule's amount, so later generations use it: one server call
 * (update_series), all of it or nothing. Returns how many rows changed.
 */
export async function updateSeries({ ruleId, changes }: { ruleId: string; changes: SeriesChanges }): Promise<number> {
  const { data } = await getSupabase()
    .rpc('update_series', {
      rule_id: ruleId,
      type: changes.type,
      amount: changes.amount,
      category: changes.category,
      ...(changes.subcategory ? { subcategory: changes.subcategory } : {}),
      ...(changes.description ? { description: changes.description } : {}),
    })
    .throwOnError();
  return data;
}

export const useUpdateSeries = () =>
  useBugetMutation({
    mutationFn: updateSeries,
    invalidates: [...TRANSACTION_WRITE_INVALIDATES, queryKeys.recurringRules.all],
    successMessage: TRANSACTION_SUCCESS_MESSAGES.seriesUpdated,
    // The rule was deleted meanwhile (its template deleted in another tab): say so.
    errorMessage: (error) =>
      recurringFailureOf(error) === 'rule_not_found' ? RECURRING_OUTCOME_MESSAGES.rule_not_found : ERROR_MESSAGES.EROARE_EDITARE_TRANZACTIE,
  });
