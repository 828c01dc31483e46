import { describe, expect, it } from 'vitest';
import { addDays, addMonthsClamped, addYearsClamped, firstDayOfMonth, mondayBasedWeekday, toIsoDate, toLocalIsoDate } from './iso-date';

describe('iso dates', () => {
  it('formats parts with padding', () => {
    expect(toIsoDate({ year: 987, month: 3, day: 4 })).toBe('0987-03-04');
  });
  it('adds days across month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
  it('clamps month arithmetic to the last day', () => {
    expect(addMonthsClamped('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonthsClamped('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsClamped('2025-01-31', 2)).toBe('2025-03-31');
    expect(addMonthsClamped('2025-11-15', 3)).toBe('2026-02-15');
    expect(addMonthsClamped('2025-01-15', -1)).toBe('2024-12-15');
    expect(addYearsClamped('2024-02-29', 1)).toBe('2025-02-28');
  });
  it('throws on an invalid input date', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });
  it('gives the first day of the month and a Monday-based weekday', () => {
    expect(firstDayOfMonth('2025-06-17')).toBe('2025-06-01');
    expect(mondayBasedWeekday('2025-06-16')).toBe(0);
    expect(mondayBasedWeekday('2025-06-22')).toBe(6);
  });
  it('reads the local calendar day of an instant', () => {
    expect(toLocalIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
