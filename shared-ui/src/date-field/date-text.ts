import { DATE_FORMAT_PATTERNS, parseIsoDate, type DateFormat, type DateParts } from '@buget/shared-domain/schemas';
import { toIsoDate, type IsoDate } from '@buget/shared-domain/rules';

// Reading typed text is plain string work on the setting's pattern (no date-fns parse here: the
// field is in the daily page's first render, and parse with its locale made a large chunk of its
// own). Writing a day goes through shared-domain's formatDisplayDate, the one writer of the format.

/** The format shown under a date field, in Romanian letters (zi, lună, an). */
export const DATE_FORMAT_HINTS: Record<DateFormat, string> = {
  'DD/MM/YYYY': 'zz/ll/aaaa',
  'MM/DD/YYYY': 'll/zz/aaaa',
  'YYYY-MM-DD': 'aaaa-ll-zz',
};

/** The separator each format writes between its parts. */
const SEPARATORS: Record<DateFormat, string> = { 'DD/MM/YYYY': '/', 'MM/DD/YYYY': '/', 'YYYY-MM-DD': '-' };

/** The day, month and year written as the format orders them, one or two digits for day and month, four for the year. */
const SHAPES: Record<DateFormat, RegExp> = {
  'DD/MM/YYYY': /^\d{1,2}\/\d{1,2}\/\d{4}$/,
  'MM/DD/YYYY': /^\d{1,2}\/\d{1,2}\/\d{4}$/,
  'YYYY-MM-DD': /^\d{4}-\d{1,2}-\d{1,2}$/,
};

/** Which part each token of the setting's pattern ('dd', 'MM', 'yyyy') holds. */
const partOf = (token: string): keyof DateParts => (token.startsWith('d') ? 'day' : token.startsWith('M') ? 'month' : 'year');

/** A local Date of a stored day (noon would do as well: only the calendar day is read). */
export const isoToDate = (iso: IsoDate): Date => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

/**
 * Reads what a person typed in the setting's order: '23/11/2026' (also with '.', '-' or a space
 * between the parts, and '5/1/2026' without the zeros) → '2026-11-23'. A day that does not exist
 * (31/02/2026), a part out of place or a year of other than four digits → null.
 */
export function parseDateText(text: string, dateFormat: DateFormat): IsoDate | null {
  const separator = SEPARATORS[dateFormat];
  const normalised = text.trim().replace(/\s*[./\- ]\s*/g, separator);
  if (!SHAPES[dateFormat].test(normalised)) return null;
  const tokens = DATE_FORMAT_PATTERNS[dateFormat].split(separator);
  const parts: DateParts = { year: 0, month: 0, day: 0 };
  normalised.split(separator).forEach((value, index) => {
    parts[partOf(tokens[index] ?? '')] = Number(value);
  });
  const iso = toIsoDate(parts);
  return parseIsoDate(iso) ? iso : null;
}
