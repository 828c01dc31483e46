import { lightFormat } from 'date-fns';
import type { IsoDate } from '@buget/shared-domain/rules';
import { DATE_FORMAT_PATTERNS, parseIsoDate, type DateFormat } from '@buget/shared-domain/schemas';
import { useAppSettingsStore } from './app-settings-store';

/**
 * A stored date as the person chose to read dates (the dateFormat setting, DD/MM/YYYY by
 * default): '2025-01-05' → '05/01/2025'. The one place that writes a date in that format (the
 * date field, the transactions table and the export all call it). Without a format it reads the
 * setting now; a component passes the one from useAppSettingsStore, so it redraws when the
 * setting changes. date-fns' lightFormat: the patterns use only day, month and year, so no locale
 * is loaded with it (the date field is in the daily page's first render).
 */
export const formatDisplayDate = (
  date: IsoDate,
  dateFormat: DateFormat = useAppSettingsStore.getState().settings.dateFormat,
): string => {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  // setFullYear, not the constructor: new Date(50, 0, 1) would be 1950.
  const day = new Date(2000, 0, 1);
  day.setFullYear(parts.year, parts.month - 1, parts.day);
  return lightFormat(day, DATE_FORMAT_PATTERNS[dateFormat]);
};
