import { AUTO_SAVE_INTERVAL_MS, DEFAULT_CURRENCY, DEFAULT_TOAST_POSITION } from '@buget/shared-domain/constants';
import { firstDayOfMonth, type IsoDate, err, ok, type Result } from '@buget/shared-domain/rules';
import { appSettingsSchema, type AppSettings, type ThemeMode } from '@buget/shared-domain/schemas';
import { validateSettingsPatch, type SettingsError } from './settings-validation';

/** The defaults of spec point 3; the balance starts on the first day of the current month. */
export const createDefaultAppSettings = (today: IsoDate): AppSettings => ({
  defaultCurrency: DEFAULT_CURRENCY,
  dateFormat: 'DD/MM/YYYY',
  enableMultiAccount: false,
  enableNotifications: true,
  themeMode: 'system',
  autoSaveInterval: AUTO_SAVE_INTERVAL_MS.default,
  balanceStartDate: firstDayOfMonth(today),
  enableMonthlyTransfers: false,
  compactMode: false,
  showBalanceInTitle: false,
  confirmDeleteActions: true,
  confirmFinalAmount: true,
  toastPosition: DEFAULT_TOAST_POSITION,
});

/** Applies a partial update, or rejects it whole with 'Invalid app settings: {code}'. */
export const updateAppSettings = (
  current: AppSettings,
  patch: Readonly<Record<string, unknown>>,
): Result<AppSettings, SettingsError> => {
  const checked = validateSettingsPatch(patch);
  return checked.ok ? ok({ ...current, ...checked.value }) : err(checked.error);
};

/**
 * Settings read back from storage. Fields missing from an older version take their defaults;
 * anything invalid resets everything to defaults (spec point 4), and `wasReset` says so.
 */
export const rehydrateAppSettings = (stored: unknown, today: IsoDate): { settings: AppSettings; wasReset: boolean } => {
  const defaults = createDefaultAppSettings(today);
  if (stored === null || stored === undefined) return { settings: defaults, wasReset: false };
  if (typeof stored !== 'object' || Array.isArray(stored)) return { settings: defaults, wasReset: true };
  const parsed = appSettingsSchema.safeParse({ ...defaults, ...stored });
  return parsed.success ? { settings: parsed.data, wasReset: false } : { settings: defaults, wasReset: true };
};

/** The theme to paint: 'system' follows the device preference. */
export const resolveThemeMode = (mode: ThemeMode, prefersDark: boolean): 'light' | 'dark' =>
  mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
