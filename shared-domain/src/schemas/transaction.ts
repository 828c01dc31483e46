import * as z from 'zod/mini';
import { PAGINATION_DEFAULTS, TEXT_LIMITS } from '@buget/shared-domain/constants';
import { isoDateSchema } from './common';

export const TRANSACTION_TYPES = ['INCOME', 'EXPENSE', 'SAVING'] as const;
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/** Stored status; null means pending (nothing happened yet), SKIPPED a postponed daily item. */
export const EXECUTION_STATUSES = ['COMPLETED', 'MODIFIED', 'SKIPPED'] as const;
export const executionStatusSchema = z.enum(EXECUTION_STATUSES);
export type ExecutionStatus = z.infer<typeof executionStatusSchema>;

export const DAILY_STATUSES = ['pending', 'completed', 'modified', 'skipped', 'unplanned'] as const;
export const dailyStatusSchema = z.enum(DAILY_STATUSES);
export type DailyStatus = z.infer<typeof dailyStatusSchema>;

export const FREQUENCIES = ['NONE', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export const frequencySchema = z.enum(FREQUENCIES);
export type Frequency = z.infer<typeof frequencySchema>;
/** What the form offers when "recurring" is ticked (NONE is implied by not ticking it). */
export const FORM_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RecurringFrequency = (typeof FORM_FREQUENCIES)[number];

/** A row of the transactions table as the data API returns it. */
export const transactionSchema = z.object({
  id: z.string().check(z.minLength(TEXT_LIMITS.id.min), z.maxLength(TEXT_LIMITS.id.max)),
  user_id: z.string(),
  type: transactionTypeSchema,
  amount: z.number(),
  actual_amount: z.nullable(z.number()),
  planned_amount: z.nullable(z.number()),
  execution_status: z.nullable(executionStatusSchema),
  date: isoDateSchema,
  category: z.string().check(z.minLength(TEXT_LIMITS.category.min), z.maxLength(TEXT_LIMITS.category.max)),
  subcategory: z.nullable(z.string()),
  // Columns of the table view (spec point 3) that the stored-field list does not name.
  description: z.optional(z.nullable(z.string().check(z.maxLength(TEXT_LIMITS.description.max)))),
  currency: z.optional(z.string()),
  recurring: z.optional(z.boolean()),
  frequency: z.optional(z.nullable(frequencySchema)),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const TRANSACTION_TABLE_COLUMNS = [
  'type',
  'amount',
  'currency',
  'category',
  'subcategory',
  'date',
  'recurring',
  'frequency',
  'description',
  'runningBalance',
  'actions',
] as const;
export type TransactionTableColumn = (typeof TRANSACTION_TABLE_COLUMNS)[number];

/** The transactions list query: page size 10, offset 0, sorted by date (spec point 3). */
export const transactionListQuerySchema = z.object({
  limit: z._default(z.int().check(z.positive()), PAGINATION_DEFAULTS.pageSize),
  offset: z._default(z.int().check(z.nonnegative()), PAGINATION_DEFAULTS.offset),
  sortBy: z._default(z.enum(['date', 'amount', 'category', 'type']), PAGINATION_DEFAULTS.sortBy),
  sortDirection: z._default(z.enum(['asc', 'desc']), 'desc'),
  type: z.optional(transactionTypeSchema),
  category: z.optional(z.string()),
  subcategory: z.optional(z.string()),
  dateFrom: z.optional(isoDateSchema),
  dateTo: z.optional(isoDateSchema),
  search: z.optional(z.string().check(z.maxLength(TEXT_LIMITS.fieldMax))),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;
