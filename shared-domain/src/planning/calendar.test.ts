import { describe, expect, it } from 'vitest';
import { addDays } from '@buget/shared-domain/rules';
import {
  buildCalendarGrid,
  formatDayAndMonth,
  formatLongDate,
  formatMonthKey,
  formatShortDate,
  formatShortDayAndMonth,
  parseMonthKey,
  ROMANIAN_MONTHS,
  shiftMonthKey,
  toMonthKey,
  WEEKDAY_LABELS,
} from './calendar';

describe('calendar helper', () => {
  it('labels weekdays Monday first', () => {
    expect(WEEKDAY_LABELS).toEqual(['L', 'Ma', 'Mi', 'J', 'V', 'S', 'D']);
  });
  it('names months in Romanian', () => {
    expect(ROMANIAN_MONTHS[0]).toBe('Ianuarie');
    expect(ROMANIAN_MONTHS[11]).toBe('Decembrie');
    expect(ROMANIAN_MONTHS).toHaveLength(12);
  });
  it("writes a day's texts as Intl.DateTimeFormat('ro-RO') does, for every day of a year and a leap day", () => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('ro-RO', { ...options, timeZone: 'UTC' });
    const long = intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const dayMonth = intl({ day: 'numeric', month: 'long' });
    const short = intl({ day: 'numeric', month: 'short' });
    const shortDate = intl({ day: 'numeric', month: 'short', year: 'numeric' });
    for (let day = '2026-01-01', n = 0; n < 366; day = addDays(day, 1), n += 1) {
      const at = new Date(`${day}T12:00:00Z`);
      expect(formatLongDate(day)).toBe(long.format(at));
      expect(formatDayAndMonth(day)).toBe(dayMonth.format(at));
      expect(formatShortDayAndMonth(day)).toBe(short.format(at));
      expect(formatShortDate(day)).toBe(shortDate.format(at));
    }
    expect(formatShortDate('2026-02-30')).toBe('2026-02-30');
    expect(formatLongDate('2028-02-29')).toBe('marți, 29 februarie 2028');
    expect(formatLongDate('2026-02-30')).toBe('2026-02-30');
  });
  it("shows 'YYYY-MM' as 'Month YYYY'", () => {
    expect(formatMonthKey('2025-03')).toBe('Martie 2025');
    expect(formatMonthKey('2025-13')).toBe('2025-13');
    expect(parseMonthKey('x')).toBeNull();
  });
  it('moves between month keys', () => {
    expect(shiftMonthKey('2025-01', -1)).toBe('2024-12');
    expect(shiftMonthKey('2025-12', 1)).toBe('2026-01');
    expect(toMonthKey('2025-07-19')).toBe('2025-07');
    expect(() => shiftMonthKey('bad', 1)).toThrow(RangeError);
  });
  it('builds 42 days starting on the Monday before the 1st', () => {
    // 1 June 2025 is a Sunday, so six May days pad the start.
    const grid = buildCalendarGrid('2025-06', '2025-06-17');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toEqual({ day: 26, month: 5, year: 2025, isCurrentMonth: false, isToday: false, date: '2025-05-26' });
    expect(grid[6]?.date).toBe('2025-06-01');
    expect(grid.filter((d) => d.isCurrentMonth)).toHaveLength(30);
    expect(grid.filter((d) => d.isToday).map((d) => d.date)).toEqual(['2025-06-17']);
    expect(grid[41]?.date).toBe('2025-07-06');
  });
  it('starts on the 1st when it is a Monday', () => {
    expect(buildCalendarGrid('2025-09', '2000-01-01')[0]?.date).toBe('2025-09-01');
  });
  it('refuses an invalid key', () => {
    expect(() => buildCalendarGrid('2025-1', '2025-01-01')).toThrow(RangeError);
  });
});
