import { describe, expect, it } from 'vitest';
import { buildCalendarGrid, formatMonthKey, parseMonthKey, ROMANIAN_MONTHS, shiftMonthKey, toMonthKey, WEEKDAY_LABELS } from './calendar';

describe('calendar helper', () => {
  it('labels weekdays Monday first', () => {
    expect(WEEKDAY_LABELS).toEqual(['L', 'Ma', 'Mi', 'J', 'V', 'S', 'D']);
  });
  it('names months in Romanian', () => {
    expect(ROMANIAN_MONTHS[0]).toBe('Ianuarie');
    expect(ROMANIAN_MONTHS[11]).toBe('Decembrie');
    expect(ROMANIAN_MONTHS).toHaveLength(12);
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
