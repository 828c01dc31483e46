/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings. Budget dates are calendar days, not instants, so
 * we compute in UTC and never let the runner's time zone or a DST change shift a day.
 */

export type IsoDate = string;
export type DateParts = { year: number; month: number; day: number };

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** True when the text has the YYYY-MM-DD shape (the value may still be impossible, e.g. 02-30). */
export const hasIsoDateShape = (text: string): boolean => ISO_DATE_PATTERN.test(text);

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Parts of a real calendar date, or null for a malformed or impossible one. */
export const parseIsoDate = (text: string): DateParts | null => {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};

export const isValidIsoDate = (text: string): boolean => parseIsoDate(text) !== null;

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
