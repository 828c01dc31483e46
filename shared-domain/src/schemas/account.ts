import * as z from 'zod/mini';
import { ACCOUNT_LIMITS, CURRENCIES, DEFAULT_CURRENCY } from '@buget/shared-domain/constants';
import { isoDateSchema } from './common';

export const ACCOUNT_TYPES = ['CHECKING', 'SAVINGS', 'INVESTMENT', 'CASH', 'CREDIT'] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** The form's lowercase spelling; all five so the mapping to the server never loses a type. */
export const LOCAL_ACCOUNT_TYPES = ['checking', 'savings', 'investment', 'cash', 'credit'] as const;
export const localAccountTypeSchema = z.enum(LOCAL_ACCOUNT_TYPES);
export type LocalAccountType = z.infer<typeof localAccountTypeSchema>;

export const ACCOUNT_BALANCE_MODES = ['AVAILABLE_ONLY', 'SAVINGS_TRANSFER', 'INVESTMENT_TRANSFER', 'NEUTRAL'] as const;

/** A row of user_accounts as the data API returns it. */
export const accountRowSchema = z.object({
  id: z.string().check(z.minLength(1)),
  user_id: z.string(),
  name: z.string().check(z.minLength(1), z.maxLength(ACCOUNT_LIMITS.nameMax)),
  account_type: z._default(accountTypeSchema, 'CHECKING'),
  initial_balance: z.number(),
  included_in_total: z.boolean(),
  display_order: z.int(),
  is_active: z.boolean(),
  /** The account's currency: its initial balance and rows are in it (issue 26 point 1). */
  currency: z._default(z.enum(CURRENCIES), DEFAULT_CURRENCY),
  /** The day the initial balance holds on (its start); null until the user has said it. */
  balance_start_date: z.optional(z.nullable(isoDateSchema)),
});
export type AccountRow = z.infer<typeof accountRowSchema>;

/** What the client sends on insert or update; user_id comes from auth.uid() on the server. */
export type AccountRowInput = Omit<AccountRow, 'id' | 'user_id'> & { id?: string };

/** The account as the UI and local storage hold it. */
export const localAccountSchema = z.object({
  accountId: z.string().check(z.minLength(1)),
  accountName: z.string().check(z.minLength(1), z.maxLength(ACCOUNT_LIMITS.nameMax)),
  initialBalance: z.number(),
  currency: z._default(z.enum(CURRENCIES), DEFAULT_CURRENCY),
  accountType: localAccountTypeSchema,
  isActive: z.boolean(),
  displayOrder: z.int(),
  includedInTotal: z.boolean(),
  iconName: z.string(),
  isDefault: z._default(z.boolean(), false),
  monthlyTransferEnabled: z.optional(z.boolean()),
  balanceMode: z.optional(z.enum(ACCOUNT_BALANCE_MODES)),
  balanceStartDate: z.optional(isoDateSchema),
});
export type LocalAccount = z.infer<typeof localAccountSchema>;
