import { CALENDAR_GRID_DAYS } from '@buget/shared-domain/constants';
import { addDays, mondayBasedWeekday, toIsoDate, type IsoDate } from '@buget/shared-domain/rules';
import { parseIsoDate } from '@buget/shared-domain/schemas';

export const ROMANIAN_MONTHS = [
  'Ianuarie',
  'Februarie',
  'Martie',
  'Aprilie',
  'Mai',
  'Iunie',
  'Iulie',
  'August',
  'Septembrie',
  'Octombrie',
  'Noiembrie',
  'Decembrie',
] as const;

/** Monday first, as a Romanian calendar reads. */
export const WEEKDAY_LABELS = ['L', 'Ma', 'Mi', 'J', 'V', 'S', 'D'] as const;

// The day's texts are written out here rather than made by Intl.DateTimeFormat('ro-RO'): the first
// Intl formatter a page creates loads ICU's locale data (≈ 20 ms, ≈ 80 ms on bench:vitals' slow
// phone), and the daily page shows these texts in its first paint. They are Intl's own texts
// (calendar.test.ts compares every day of a year with Intl's).
const MONTHS_IN_DATE = ROMANIAN_MONTHS.map((name) => name.toLowerCase());
export const SHORT_MONTHS = ['ian.', 'feb.', 'mar.', 'apr.', 'mai', 'iun.', 'iul.', 'aug.', 'sept.', 'oct.', 'nov.', 'dec.'] as const;
/** Monday first, as mondayBasedWeekday counts. */
const WEEKDAY_NAMES = ['luni', 'marți', 'miercuri', 'joi', 'vineri', 'sâmbătă', 'duminică'] as const;

/** '2026-02-28' → 'sâmbătă, 28 februarie 2026'. An invalid date is returned as is. */
export const formatLongDate = (date: IsoDate): string => {
  const parts = parseIsoDate(date);
  return parts ? `${WEEKDAY_NAMES[mondayBasedWeekday(date)]}, ${parts.day} ${MONTHS_IN_DATE[parts.month - 1]} ${parts.year}` : date;
};

/** '2026-02-28' → '28 februarie'. An invalid date is returned as is. */
export const formatDayAndMonth = (date: IsoDate): string => {
  const parts = parseIsoDate(date);
  return parts ? `${parts.day} ${MONTHS_IN_DATE[parts.month - 1]}` : date;
};

/** '2026-02-28' → '28 feb.'. An invalid date is returned as is. */
export const formatShortDayAndMonth = (date: IsoDate): string => {
  const parts = parseIsoDate(date);
  return parts ? `${parts.day} ${SHORT_MONTHS[parts.month - 1]}` : date;
};

/** '2026-02-28' → '28 feb. 2026'. An invalid date is returned as is. */
export const formatShortDate = (date: IsoDate): string => {
  const parts = parseIsoDate(date);
  return parts ? `${parts.day} ${SHORT_MONTHS[parts.month - 1]} ${parts.year}` : date;
};

export type MonthKey = string;
export type CalendarDay = {
  day: number;
  month: number;
  year: number;
  isCurrentMonth: boolean;
  isToday: boolean;
  date: IsoDate;
};

const MONTH_KEY_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const parseMonthKey = (key: MonthKey): { year: number; month: number } | null => {
  const match = MONTH_KEY_PATTERN.exec(key);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
};

export const toMonthKey = (date: IsoDate): MonthKey => date.slice(0, 7);

/** 'YYYY-MM' shown as 'Month YYYY': '2025-03' → 'Martie 2025'. An invalid key is returned as is. */
export const formatMonthKey = (key: MonthKey): string => {
  const parsed = parseMonthKey(key);
  return parsed ? `${ROMANIAN_MONTHS[parsed.month - 1]} ${parsed.year}` : key;
};

/** The month `offset` months away: shiftMonthKey('2025-01', -1) → '2024-12'. */
export const shiftMonthKey = (key: MonthKey, offset: number): MonthKey => {
  const parsed = parseMonthKey(key);
  if (!parsed) throw new RangeError(`Invalid month key: ${key}`);
  const index = parsed.year * 12 + parsed.month - 1 + offset;
  const year = Math.floor(index / 12);
  return toIsoDate({ year, month: index - year * 12 + 1, day: 1 }).slice(0, 7);
};

/**
 * The 42 cells of a month view: days of the previous month pad the start up to Monday, days of
 * the next month fill the end. A fixed 6 weeks keeps the grid from jumping between months.
 */
export const buildCalendarGrid = (key: MonthKey, today: IsoDate): CalendarDay[] => {
  const parsed = parseMonthKey(key);
  if (!parsed) throw new RangeError(`Invalid month key: ${key}`);
  const first = toIsoDate({ ...parsed, day: 1 });
  const start = addDays(first, -mondayBasedWeekday(first));
  return Array.from({ length: CALENDAR_GRID_DAYS }, (_, i) => {
    const date = addDays(start, i);
    // parseIsoDate cannot fail here: addDays only produces real dates.
    const { year, month, day } = parseIsoDate(date) ?? { year: 0, month: 0, day: 0 };
    return { day, month, year, isCurrentMonth: month === parsed.month, isToday: date === today, date };
  });
};
