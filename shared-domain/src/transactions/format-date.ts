import { format } from 'date-fns';
import { parseIsoDate, type IsoDate } from '@buget/shared-domain/rules';
import { DATE_FORMAT_PATTERNS, type DateFormat } from '@buget/shared-domain/schemas';
import { useAppSettingsStore } from '@buget/shared-domain/settings';

/**
 * A stored date as the person chose to read dates (the dateFormat setting, DD/MM/YYYY by
 * default): '2025-01-05' → '05/01/2025'. Without a format it reads the setting now; a component
 * passes the one from useAppSettingsStore, so it redraws when the setting changes.
 */
export const formatDisplayDate = (
  date: IsoDate,
  dateFormat: DateFormat = useAppSettingsStore.getState().settings.dateFormat,
): string => {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  return format(new Date(parts.year, parts.month - 1, parts.day), DATE_FORMAT_PATTERNS[dateFormat]);
};
