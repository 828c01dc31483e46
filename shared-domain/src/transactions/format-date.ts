import { format } from 'date-fns';
import { parseIsoDate, type IsoDate } from '@buget/shared-domain/rules';
import type { DateFormat } from '@buget/shared-domain/schemas';
import { useAppSettingsStore } from '@buget/shared-domain/settings';

/** The app setting's formats (spec point 5) as date-fns patterns. */
const PATTERNS: Record<DateFormat, string> = {
  'DD/MM/YYYY': 'dd/MM/yyyy',
  'MM/DD/YYYY': 'MM/dd/yyyy',
  'YYYY-MM-DD': 'yyyy-MM-dd',
};

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
  return format(new Date(parts.year, parts.month - 1, parts.day), PATTERNS[dateFormat]);
};
