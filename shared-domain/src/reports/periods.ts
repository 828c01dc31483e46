import { ROMANIAN_MONTHS, SHORT_MONTHS } from '@buget/shared-domain/planning';
import type { IsoDate } from '@buget/shared-domain/rules';

/** A month as the reports name it: 'YYYY-MM'. */
export type MonthKey = string;
/** Whole months, from and to included (the reports' period, supabase/schemas/17_reports.sql). */
export type MonthRange = { from: MonthKey; to: MonthKey };

/** The periods a report offers, in the order the picker shows them. */
export const REPORT_PERIODS = [
  { id: 'luna', label: 'Luna aceasta' },
  { id: '3l', label: 'Ultimele 3 luni' },
  { id: '6l', label: 'Ultimele 6 luni' },
  { id: '12l', label: 'Ultimele 12 luni' },
  { id: 'an', label: 'Anul acesta' },
  { id: 'anul-trecut', label: 'Anul trecut' },
  { id: 'interval', label: 'Interval personalizat' },
] as const;

export type ReportPeriodId = (typeof REPORT_PERIODS)[number]['id'];

export const isReportPeriodId = (value: string): value is ReportPeriodId => REPORT_PERIODS.some((p) => p.id === value);

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonthKey = (value: string): boolean => MONTH_KEY.test(value);

const partsOf = (key: MonthKey): [number, number] => {
  const match = MONTH_KEY.exec(key);
  if (!match) throw new RangeError(`not a month: ${key}`);
  return [Number(match[1]), Number(match[2])];
};

const keyOf = (year: number, month: number): MonthKey => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** The month `n` months after `key` (before, when n < 0). */
export function addMonths(key: MonthKey, n: number): MonthKey {
  const [year, month] = partsOf(key);
  const index = year * 12 + (month - 1) + n;
  return keyOf(Math.floor(index / 12), (index % 12) + 1);
}

/** Every month of the range, in order. */
export function monthsOf(range: MonthRange): MonthKey[] {
  const out: MonthKey[] = [];
  for (let key = range.from; key <= range.to; key = addMonths(key, 1)) out.push(key);
  return out;
}

/** The months a period covers on `today` (the user's day); a custom period is `custom`. */
export function periodRange(id: ReportPeriodId, today: IsoDate, custom?: MonthRange): MonthRange {
  const current = today.slice(0, 7);
  const year = current.slice(0, 4);
  switch (id) {
    case 'luna':
      return { from: current, to: current };
    case '3l':
      return { from: addMonths(current, -2), to: current };
    case '6l':
      return { from: addMonths(current, -5), to: current };
    case '12l':
      return { from: addMonths(current, -11), to: current };
    case 'an':
      return { from: `${year}-01`, to: `${year}-12` };
    case 'anul-trecut':
      return { from: `${Number(year) - 1}-01`, to: `${Number(year) - 1}-12` };
    case 'interval':
      return custom ?? { from: addMonths(current, -2), to: current };
  }
}

/** '2026-01' → 'ianuarie 2026'. */
export const monthLabel = (key: MonthKey): string => {
  const [year, month] = partsOf(key);
  return `${ROMANIAN_MONTHS[month - 1]?.toLowerCase() ?? ''} ${year}`;
};

/** '2026-01' → 'ian. 2026' (a chart's axis). */
export const shortMonthLabel = (key: MonthKey): string => {
  const [year, month] = partsOf(key);
  return `${SHORT_MONTHS[month - 1] ?? ''} ${year}`;
};

/** A period in words: 'martie 2026', 'ianuarie – martie 2026', 'noiembrie 2025 – ianuarie 2026'. */
export function rangeLabel(range: MonthRange): string {
  if (range.from === range.to) return monthLabel(range.from);
  const [fromYear] = partsOf(range.from);
  const [toYear] = partsOf(range.to);
  const from = fromYear === toYear ? (monthLabel(range.from).split(' ')[0] ?? '') : monthLabel(range.from);
  return `${from} – ${monthLabel(range.to)}`;
}

/** The first and last day of a range, for a link to the transactions list. */
export const rangeDays = (range: MonthRange): { from: IsoDate; to: IsoDate } => {
  const [year, month] = partsOf(range.to);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${range.from}-01`, to: `${range.to}-${String(last).padStart(2, '0')}` };
};
