import type { CsvMapping } from '@buget/shared-domain/imports';
import { foldText, toIsoDate } from '@buget/shared-domain/rules';
import { isValidIsoDate } from '@buget/shared-domain/schemas';

export type DateFormat = CsvMapping['dateFormat'];

const MONTH_NAMES = [
  'ianuarie',
  'februarie',
  'martie',
  'aprilie',
  'mai',
  'iunie',
  'iulie',
  'august',
  'septembrie',
  'octombrie',
  'noiembrie',
  'decembrie',
];

/** Romanian month names, folded, whole or cut to three letters ('23 mar. 2018'), and 'sept'. */
const MONTHS = new Map<string, number>(
  MONTH_NAMES.flatMap((name, index): [string, number][] => [
    [name, index + 1],
    [name.slice(0, 3), index + 1],
  ]).concat([['sept', 9]]),
);

/** Each format's pattern: its groups, in order, and which part each one is. A time may follow. */
const PATTERNS: Record<DateFormat, { re: RegExp; parts: ('d' | 'm' | 'y')[] }> = {
  'dd.mm.yyyy': { re: /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:[\sT].*)?$/, parts: ['d', 'm', 'y'] },
  'dd/mm/yyyy': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[\sT].*)?$/, parts: ['d', 'm', 'y'] },
  'mm/dd/yyyy': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[\sT].*)?$/, parts: ['m', 'd', 'y'] },
  'yyyy-mm-dd': { re: /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[\sT].*)?$/, parts: ['y', 'm', 'd'] },
  'd month yyyy': { re: /^(\d{1,2})[\s.-]+([a-z]+)\.?[\s.-]+(\d{4})(?:[\sT,].*)?$/, parts: ['d', 'm', 'y'] },
};

/** A calendar day, or null when the parts do not name one. */
export const isoDateOf = (year: number, month: number, day: number): string | null => {
  const date = toIsoDate({ year, month, day });
  return isValidIsoDate(date) ? date : null;
};

/**
 * A date written in one of the formats a mapping may name ('23.03.2018', '2018-03-23 14:02:11',
 * '23 martie 2018', '23 mar. 2018'), as yyyy-mm-dd; null when it is not a real day in that format.
 */
export const readDate = (text: string, format: DateFormat): string | null => {
  const { re, parts } = PATTERNS[format];
  const match = re.exec(format === 'd month yyyy' ? foldText(text.trim()) : text.trim());
  if (!match) return null;
  const value = { d: 0, m: 0, y: 0 };
  parts.forEach((part, index) => {
    const group = match[index + 1] ?? '';
    value[part] = part === 'm' && !/^\d+$/.test(group) ? (MONTHS.get(group) ?? 0) : Number(group);
  });
  return isoDateOf(value.y, value.m, value.d);
};
