import { format } from 'date-fns';
import { ro } from 'date-fns/locale/ro';
import { DATE_FORMATS } from '../constants';
import { parseIsoDate, type IsoDate } from '../dates/iso-date';
import type { DateFormatOption } from '../schemas/settings';

/** '2025-01-05' → '05 ianuarie 2025' (the spec's default display format, Romanian locale). */
export const formatDisplayDate = (date: IsoDate): string => {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  return format(new Date(parts.year, parts.month - 1, parts.day), DATE_FORMATS.display, { locale: ro });
};

/** A date in the user's chosen format (app setting dateFormat); an invalid input is returned as is. */
export const formatDateBySetting = (date: IsoDate, dateFormat: DateFormatOption): string => {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  const dd = String(parts.day).padStart(2, '0');
  const mm = String(parts.month).padStart(2, '0');
  const yyyy = String(parts.year).padStart(4, '0');
  switch (dateFormat) {
    case 'DD/MM/YYYY':
      return `${dd}/${mm}/${yyyy}`;
    case 'MM/DD/YYYY':
      return `${mm}/${dd}/${yyyy}`;
    case 'YYYY-MM-DD':
      return `${yyyy}-${mm}-${dd}`;
  }
};
