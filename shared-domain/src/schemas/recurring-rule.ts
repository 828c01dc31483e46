import * as z from 'zod/mini';
import { isoDateSchema } from './common';

export const RECURRENCE_END_CONDITIONS = ['none', 'after', 'until'] as const;

/** How a series stops: never, after N occurrences, or on a date (inclusive). */
export const recurrenceEndSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('after'), occurrences: z.int().check(z.positive()) }),
  z.object({ type: z.literal('until'), endDate: isoDateSchema }),
]);
export type RecurrenceEnd = z.infer<typeof recurrenceEndSchema>;
