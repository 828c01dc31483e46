import * as z from 'zod/mini';
import { AUTO_SAVE_INTERVAL_MS, CURRENCIES, TOAST_POSITIONS } from '@buget/shared-domain/constants';
import { isoDateSchema } from './common';

export const currencySchema = z.enum(CURRENCIES);

export const DATE_FORMAT_OPTIONS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;

export type DateFormat = (typeof DATE_FORMAT_OPTIONS)[number];

/** Each dateFormat setting as a date-fns pattern: how dates are written and how a typed date is read. */
export const DATE_FORMAT_PATTERNS: Record<DateFormat, string> = {
  'DD/MM/YYYY': 'dd/MM/yyyy',
  'MM/DD/YYYY': 'MM/dd/yyyy',
  'YYYY-MM-DD': 'yyyy-MM-dd',
};

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** Where the toast host stacks toasts: one of six, top-right by default (spec point 2). */
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

export const appSettingsSchema = z.object({
  defaultCurrency: currencySchema,
  dateFormat: z.enum(DATE_FORMAT_OPTIONS),
  enableMultiAccount: z.boolean(),
  enableNotifications: z.boolean(),
  themeMode: z.enum(THEME_MODES),
  autoSaveInterval: z.number().check(z.gte(AUTO_SAVE_INTERVAL_MS.min), z.lte(AUTO_SAVE_INTERVAL_MS.max)),
  balanceStartDate: isoDateSchema,
  enableMonthlyTransfers: z.boolean(),
  compactMode: z.boolean(),
  showBalanceInTitle: z.boolean(),
  confirmDeleteActions: z.boolean(),
  /** The grid's final-amount question after a save (spec point 2; default on). */
  confirmFinalAmount: z.boolean(),
  /** Where toasts appear (spec point 2: six places), so it follows the person with the rest. */
  toastPosition: z.enum(TOAST_POSITIONS),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;
