import { format } from 'date-fns';
import { ro } from 'date-fns/locale/ro';
import { DATE_FORMATS } from '@buget/shared-domain/constants';
import { parseIsoDate, type IsoDate } from '@buget/shared-domain/rules';

/** '2025-01-05' → '05 ianuarie 2025' (the spec's default display format, Romanian locale). */
export const formatDisplayDate = (date: IsoDate): string => {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  return format(new Date(parts.year, parts.month - 1, parts.day), DATE_FORMATS.display, { locale: ro });
};
