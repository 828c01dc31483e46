import { z } from 'zod';
import { PAGINATION_DEFAULTS, TEXT_LIMITS } from '../constants';
import { isoDateSchema } from './common';

export const TRANSACTION_TYPES = ['INCOME', 'EXPENSE', 'SAVING'] as const;
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/** Stored status; null means pending (nothing happened yet). */
export const EXECUTION_STATUSES = ['COMPLETED', 'MODIFIED'] as const;
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
  id: z.string().min(TEXT_LIMITS.id.min).max(TEXT_LIMITS.id.max),
  user_id: z.string(),
  type: transactionTypeSchema,
  amount: z.number(),
  actual_amount: z.number().nullable(),
  planned_amount: z.number().nullable(),
  execution_status: executionStatusSchema.nullable(),
  date: isoDateSchema,
  category: z.string().min(TEXT_LIMITS.category.min).max(TEXT_LIMITS.category.max),
  subcategory: z.string().nullable(),
  // Columns of the table view (spec point 3) that the stored-field list does not name.
  description: z.string().max(TEXT_LIMITS.description.max).nullable().optional(),
  currency: z.string().optional(),
  recurring: z.boolean().optional(),
  frequency: frequencySchema.nullable().optional(),
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
  limit: z.number().int().positive().default(PAGINATION_DEFAULTS.pageSize),
  offset: z.number().int().nonnegative().default(PAGINATION_DEFAULTS.offset),
  sortBy: z.enum(['date', 'amount', 'category', 'type']).default(PAGINATION_DEFAULTS.sortBy),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
  type: transactionTypeSchema.optional(),
  category: z.string().optional(),
  subcategory: z.string().optional(),
  dateFrom: isoDateSchema.optional(),
  dateTo: isoDateSchema.optional(),
  search: z.string().max(TEXT_LIMITS.fieldMax).optional(),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;
