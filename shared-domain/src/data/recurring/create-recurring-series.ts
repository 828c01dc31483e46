import { ERROR_MESSAGES } from '../../errors';
import type { IsoDate } from '../../dates';
import { generateOccurrences, generationOutcome } from '../../recurrence';
import type { RecurrenceEnd, RecurringGenerationOutcome, RecurringFrequency } from '../../schemas';
import { toast } from '../../stores/toast-store';
import type { Database } from '../database.types';
import { TRANSACTION_WRITE_INVALIDATES, queryKeys } from '../query-keys';
import { getSupabase } from '../supabase-client';
import { useBugetMutation } from '../use-buget-mutation';
import type { TransactionInsert } from '../transactions/transaction-input';

export type RecurringSeriesInput = {
  /** The first occurrence (the rule's template transaction). */
  template: TransactionInsert & { frequency: RecurringFrequency; date: IsoDate; amount: number };
  end: RecurrenceEnd;
  lookAheadDays: number;
  today: IsoDate;
};
export type RecurringSeriesResult = { ruleId: string; outcome: RecurringGenerationOutcome; requested: number; generated: number };

type RuleInsert = Database['public']['Tables']['recurring_rules']['Insert'];

/** Form end condition → the rule's columns (end_type NONE / AFTER_OCCURRENCES / UNTIL_DATE). */
export const toRuleEnd = (end: RecurrenceEnd): Pick<RuleInsert, 'end_type' | 'occurrences' | 'end_date'> =>
  end.type === 'after'
    ? { end_type: 'AFTER_OCCURRENCES', occurrences: end.occurrences, end_date: null }
    : end.type === 'until'
      ? { end_type: 'UNTIL_DATE', end_date: end.endDate, occurrences: null }
      : { end_type: 'NONE', occurrences: null, end_date: null };

/** The generation outcome's Romanian text (spec point 4 outcomes, spec point 8 messages). */
export const RECURRING_OUTCOME_MESSAGES: Record<RecurringGenerationOutcome, string> = {
  success: ERROR_MESSAGES.RECURENTE_SUCCES,
  partial: ERROR_MESSAGES.RECURENTE_PARTIAL,
  in_progress: ERROR_MESSAGES.RECURENTE_IN_CURS,
  rule_not_found: ERROR_MESSAGES.RECURENTE_REGULA_NEGASITA,
  unauthorized: ERROR_MESSAGES.RECURENTE_NEAUTORIZAT,
  invalid_params: ERROR_MESSAGES.RECURENTE_PARAMETRI_INVALIZI,
  error: ERROR_MESSAGES.RECURENTE_EROARE,
};

const isRlsError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '42501';

/**
 * A recurring transaction: the template row, its rule, and the occurrences from the start to
 * today + look-ahead (generateOccurrences: months counted from the start, 'after N' from the
 * start). The template is occurrence 0; the rule remembers the last generated date.
 */
export async function createRecurringSeries(input: RecurringSeriesInput): Promise<RecurringSeriesResult> {
  const dates = generateOccurrences(
    { startDate: input.template.date, frequency: input.template.frequency, end: input.end },
    { today: input.today, lookAheadDays: input.lookAheadDays },
  );
  if (!dates.ok) return { ruleId: '', outcome: 'invalid_params', requested: 0, generated: 0 };
  const supabase = getSupabase();
  try {
    const { data: template } = await supabase
      .from('transactions')
      .insert({ ...input.template, recurring: true })
      .select('id')
      .single()
      .throwOnError();
    const { data: rule } = await supabase
      .from('recurring_rules')
      .insert({
        transaction_id: template.id,
        amount: input.template.amount,
        frequency: input.template.frequency,
        lookahead_days: input.lookAheadDays,
        start_date: input.template.date,
        ...toRuleEnd(input.end),
      })
      .select('id')
      .single()
      .throwOnError();
    await supabase.from('transactions').update({ recurring_rule_id: rule.id }).eq('id', template.id).throwOnError();
    const later = dates.value.filter((d) => d !== input.template.date);
    let generated = 1;
    if (later.length > 0) {
      const { data } = await supabase
        .from('transactions')
        .insert(later.map((date) => ({ ...input.template, recurring: true, date, recurring_rule_id: rule.id })))
        .select('id')
        .throwOnError();
      generated += data.length;
    }
    const last = dates.value.at(-1) ?? input.template.date;
    await supabase.from('recurring_rules').update({ last_generated_date: last }).eq('id', rule.id).throwOnError();
    const requested = Math.max(1, dates.value.length);
    return { ruleId: rule.id, outcome: generationOutcome(requested, generated), requested, generated };
  } catch (error) {
    if (isRlsError(error)) return { ruleId: '', outcome: 'unauthorized', requested: dates.value.length, generated: 0 };
    throw error;
  }
}

export const useCreateRecurringSeries = () =>
  useBugetMutation({
    mutationFn: createRecurringSeries,
    invalidates: [...TRANSACTION_WRITE_INVALIDATES, queryKeys.recurringRules.all],
    errorMessage: ERROR_MESSAGES.RECURENTE_EROARE,
    onMutate: () => {
      toast.info(RECURRING_OUTCOME_MESSAGES.in_progress);
    },
    onSuccess: (result) => {
      const message = RECURRING_OUTCOME_MESSAGES[result.outcome];
      if (result.outcome === 'success') toast.success(`${message} (${result.generated})`);
      else if (result.outcome === 'partial') toast.warning(`${message} (${result.generated} din ${result.requested})`);
      else toast.error(new Error(message), message);
    },
  });
