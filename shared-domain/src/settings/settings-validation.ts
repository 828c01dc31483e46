import { AUTO_SAVE_INTERVAL_MS, CURRENCIES, TOAST_POSITIONS } from '@buget/shared-domain/constants';
import { err, ok, type Result, SETTINGS_MESSAGES as M, SETTINGS_USER_MESSAGES as U } from '@buget/shared-domain/rules';
import { DATE_FORMAT_OPTIONS, hasIsoDateShape, isValidIsoDate, THEME_MODES, type AppSettings } from '@buget/shared-domain/schemas';

export const SETTINGS_ERROR_CODES = [
  'INVALID_CURRENCY',
  'INVALID_DATE_FORMAT',
  'INVALID_THEME',
  'INVALID_TOAST_POSITION',
  'INVALID_AUTO_SAVE_INTERVAL',
  'INVALID_BALANCE_START_DATE',
  'INVALID_FIELD_TYPE',
  'UNKNOWN_FIELD',
] as const;
export type SettingsErrorCode = (typeof SETTINGS_ERROR_CODES)[number];

/**
 * `message` is what an update is rejected with ('Invalid app settings: {code}'); `detail` names
 * the offending value ('Invalid currency: XYZ') for a log or a field hint.
 */
export type SettingsError = { code: SettingsErrorCode; field: string; message: string; detail: string };

const BOOLEAN_FIELDS = [
  'enableMultiAccount',
  'enableNotifications',
  'enableMonthlyTransfers',
  'compactMode',
  'showBalanceInTitle',
  'confirmDeleteActions',
  'confirmFinalAmount',
] as const;

const fail = (code: SettingsErrorCode, field: string, detail: string): Result<never, SettingsError> =>
  err({ code, field, message: M.invalidSettings(code), detail });

const includes = (list: readonly string[], value: unknown): boolean =>
  typeof value === 'string' && list.includes(value);

/** The balance start date: shape first, then a real calendar day. */
export const validateBalanceStartDate = (value: unknown): Result<string, string> => {
  if (typeof value !== 'string' || !hasIsoDateShape(value)) return err(M.balanceStartDateFormat);
  return isValidIsoDate(value) ? ok(value) : err(M.balanceStartDateValue);
};

const checkField = (field: string, value: unknown): Result<true, SettingsError> => {
  switch (field) {
    case 'defaultCurrency':
      return includes(CURRENCIES, value) ? ok(true) : fail('INVALID_CURRENCY', field, M.invalidCurrency(value));
    case 'dateFormat':
      return includes(DATE_FORMAT_OPTIONS, value) ? ok(true) : fail('INVALID_DATE_FORMAT', field, M.invalidDateFormat(value));
    case 'themeMode':
      return includes(THEME_MODES, value) ? ok(true) : fail('INVALID_THEME', field, M.invalidTheme(value));
    case 'toastPosition':
      return includes(TOAST_POSITIONS, value) ? ok(true) : fail('INVALID_TOAST_POSITION', field, M.invalidToastPosition(value));
    case 'autoSaveInterval':
      return typeof value === 'number' && value >= AUTO_SAVE_INTERVAL_MS.min && value <= AUTO_SAVE_INTERVAL_MS.max
        ? ok(true)
        : fail('INVALID_AUTO_SAVE_INTERVAL', field, M.invalidAutoSaveInterval(value));
    case 'balanceStartDate': {
      const date = validateBalanceStartDate(value);
      return date.ok ? ok(true) : fail('INVALID_BALANCE_START_DATE', field, date.error);
    }
    default:
      if ((BOOLEAN_FIELDS as readonly string[]).includes(field)) {
        return typeof value === 'boolean' ? ok(true) : fail('INVALID_FIELD_TYPE', field, `${field} must be a boolean`);
      }
      return fail('UNKNOWN_FIELD', field, `Unknown setting: ${field}`);
  }
};

/** Validates a partial update; the first invalid field rejects the whole update. */
export const validateSettingsPatch = (
  patch: Readonly<Record<string, unknown>>,
): Result<Partial<AppSettings>, SettingsError> => {
  for (const [field, value] of Object.entries(patch)) {
    const checked = checkField(field, value);
    if (!checked.ok) return checked;
  }
  return ok(patch as Partial<AppSettings>);
};

/** The Romanian text shown at the field for a refused setting. */
export const settingsFieldMessage = (error: SettingsError): string => {
  switch (error.code) {
    case 'INVALID_AUTO_SAVE_INTERVAL':
      return U.autoSaveInterval(AUTO_SAVE_INTERVAL_MS.min / 1000, AUTO_SAVE_INTERVAL_MS.max / 1000);
    case 'INVALID_BALANCE_START_DATE':
      return error.detail === M.balanceStartDateFormat ? U.balanceStartDateFormat : U.balanceStartDateValue;
    default:
      return U.invalidChoice;
  }
};
