import { daysInMonth, parseIsoDate, type DateParts } from '@buget/shared-domain/schemas';

/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings (which ones are valid: schemas/iso-date.ts). Budget
 * dates are calendar days, not instants, so we compute in UTC and never let the runner's time zone
 * or a DST change shift a day.
 */

export type IsoDate = string;

const MS_PER_DAY = 86_400_000;

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

export const toIsoDate = ({ year, month, day }: DateParts): IsoDate =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

const requireParts = (date: IsoDate): DateParts => {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Invalid ISO date: ${date}`);
  return parts;
};

const toEpochDay = (date: IsoDate): number => {
  const { year, month, day } = requireParts(date);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
};

const fromEpochDay = (epochDay: number): IsoDate => {
  const d = new Date(epochDay * MS_PER_DAY);
  return toIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
};

export const addDays = (date: IsoDate, days: number): IsoDate => fromEpochDay(toEpochDay(date) + days);

/**
 * Adds months keeping the day of `date`, clamped to the target month's last day
 * (31 January + 1 month = 28 or 29 February).
 */
export const addMonthsClamped = (date: IsoDate, months: number): IsoDate => {
  const { year, month, day } = requireParts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return toIsoDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
};

export const addYearsClamped = (date: IsoDate, years: number): IsoDate => addMonthsClamped(date, years * 12);

export const firstDayOfMonth = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;

/** 0 = Monday … 6 = Sunday: the week starts on Monday in Romania. */
export const mondayBasedWeekday = (date: IsoDate): number => {
  const sundayBased = new Date(toEpochDay(date) * MS_PER_DAY).getUTCDay();
  return (sundayBased + 6) % 7;
};

/** The calendar day of an instant as the user's clock shows it (local time of `now`). */
export const toLocalIsoDate = (now: Date): IsoDate =>
  toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
