import { countRo, ERROR_MESSAGES } from '@buget/shared-domain/rules';
import type { IsoDate } from '@buget/shared-domain/rules';
import type { RecurrenceEnd, RecurringFrequency } from '@buget/shared-domain/schemas';
import { toast, useBugetMutation } from '@buget/shared-domain/stores';
import type { Database } from '@buget/shared-domain/data';
import { TRANSACTION_WRITE_INVALIDATES, queryKeys, getSupabase } from '@buget/shared-domain/data';

export type RecurringSeriesInput = {
  /** The first occurrence (the rule's template transaction); its date is the series' start. */
  template: {
    type: string;
    amount: number;
    category: string;
    subcategory?: string | null;
    date: IsoDate;
    description?: string | null;
    frequency: RecurringFrequency;
    /** The account of every row of the series; none: the user's default account. */
    accountId?: string | undefined;
  };
  end: RecurrenceEnd;
  lookAheadDays: number;
  /** The user's calendar day; the server accepts it one day either side of its own. */
  today: IsoDate;
};
export type RecurringSeriesResult = { ruleId: string; generated: number };

type CreateArgs = Database['public']['Functions']['create_recurring_series']['Args'];

/** Form end condition → the rule's columns (end_type NONE / AFTER_OCCURRENCES / UNTIL_DATE). */
export const toRuleEnd = (end: RecurrenceEnd): Pick<CreateArgs, 'end_type' | 'occurrences' | 'end_date'> =>
  end.type === 'after'
    ? { end_type: 'AFTER_OCCURRENCES', occurrences: end.occurrences }
    : end.type === 'until'
      ? { end_type: 'UNTIL_DATE', end_date: end.endDate }
      : { end_type: 'NONE' };

/**
 * What a series write can come to, with its spec text (point 4 outcomes, point 8 messages). The
 * call is atomic — every row or none — so "partial" cannot happen and is not listed; "in
 * progress" is shown while the call runs; "rule not found" is the series edit's (update-series).
 */
export const RECURRING_OUTCOME_MESSAGES = {
  in_progress: ERROR_MESSAGES.RECURENTE_IN_CURS,
  /** How many transactions the series wrote, said in the sentence (issue 28 point 13). */
  success: (generated: number) =>
    generated === 1 ? 'A fost generată o tranzacție recurentă.' : `Au fost generate ${countRo(generated, 'tranzacție recurentă', 'tranzacții recurente')}.`,
  invalid_params: ERROR_MESSAGES.RECURENTE_PARAMETRI_INVALIZI,
  unauthorized: ERROR_MESSAGES.RECURENTE_NEAUTORIZAT,
  rule_not_found: ERROR_MESSAGES.RECURENTE_REGULA_NEGASITA,
  error: ERROR_MESSAGES.RECURENTE_EROARE,
} as const;
export type RecurringFailure = Exclude<keyof typeof RECURRING_OUTCOME_MESSAGES, 'in_progress' | 'success'>;

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';

/**
 * A refused series write → its outcome, by the Postgres/PostgREST code: no permission (42501, a
 * missing or expired session), a rule the caller cannot see (PT404), arguments the database
 * refuses (data exceptions 22xxx, constraint violations 23xxx: HTTP 400); anything else (network,
 * server) is an error.
 */
export const recurringFailureOf = (error: unknown): RecurringFailure => {
  const code = codeOf(error);
  if (code === '42501' || code === 'PGRST301' || code === 'PGRST303') return 'unauthorized';
  if (code === 'PT404') return 'rule_not_found';
  if (code.startsWith('22') || code.startsWith('23')) return 'invalid_params';
  return 'error';
};

/**
 * A recurring transaction in one server call (create_recurring_series): the template row, its
 * rule and the occurrences from the start to today + look-ahead, dated by the server's rule
 * (private.recurrence_dates) — all written, or nothing.
 */
export async function createRecurringSeries(input: RecurringSeriesInput): Promise<RecurringSeriesResult> {
  const { template } = input;
  const { data } = await getSupabase()
    .rpc('create_recurring_series', {
      type: template.type,
      amount: template.amount,
      category: template.category,
      date: template.date,
      frequency: template.frequency,
      lookahead_days: input.lookAheadDays,
      today: input.today,
      ...(template.subcategory ? { subcategory: template.subcategory } : {}),
      ...(template.description ? { description: template.description } : {}),
      ...(template.accountId ? { account_id: template.accountId } : {}),
      ...toRuleEnd(input.end),
    })
    .single()
    .throwOnError();
  return { ruleId: data.rule_id, generated: data.generated };
}

export const useCreateRecurringSeries = () =>
  useBugetMutation({
    mutationFn: createRecurringSeries,
    invalidates: [...TRANSACTION_WRITE_INVALIDATES, queryKeys.recurringRules.all],
    errorMessage: (error) => RECURRING_OUTCOME_MESSAGES[recurringFailureOf(error)],
    onMutate: () => {
      toast.info(RECURRING_OUTCOME_MESSAGES.in_progress);
    },
    successMessage: (result) => RECURRING_OUTCOME_MESSAGES.success(result.generated),
  });
