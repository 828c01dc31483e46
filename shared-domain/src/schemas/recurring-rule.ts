import { z } from 'zod';
import { RECURRING_LOOKAHEAD_DAYS } from '../constants';
import { isoDateSchema } from './common';
import { frequencySchema } from './transaction';

export const RECURRENCE_END_CONDITIONS = ['none', 'after', 'until'] as const;

/** How a series stops: never, after N occurrences, or on a date (inclusive). */
export const recurrenceEndSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('after'), occurrences: z.number().int().positive() }),
  z.object({ type: z.literal('until'), endDate: isoDateSchema }),
]);
export type RecurrenceEnd = z.infer<typeof recurrenceEndSchema>;

export const recurringRuleSchema = z.object({
  ruleId: z.string().min(1),
  transactionId: z.string().min(1),
  amount: z.number().positive(),
  frequency: frequencySchema,
  isActive: z.boolean(),
  lookAheadDays: z.number().int().min(RECURRING_LOOKAHEAD_DAYS.min).max(RECURRING_LOOKAHEAD_DAYS.max),
  startDate: isoDateSchema,
  end: recurrenceEndSchema,
});
export type RecurringRule = z.infer<typeof recurringRuleSchema>;
