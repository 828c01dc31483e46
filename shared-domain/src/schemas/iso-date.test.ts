import { describe, expect, it } from 'vitest';
import { daysInMonth, hasIsoDateShape, isValidIsoDate, parseIsoDate } from './iso-date';

describe('iso dates', () => {
  it('checks the YYYY-MM-DD shape', () => {
    expect(hasIsoDateShape('2025-02-30')).toBe(true);
    expect(hasIsoDateShape('2025-2-3')).toBe(false);
  });
  it('rejects impossible dates', () => {
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2025-13-01')).toBeNull();
    expect(parseIsoDate('2025-00-10')).toBeNull();
    expect(parseIsoDate('2025-01-00')).toBeNull();
    expect(isValidIsoDate('nope')).toBe(false);
  });
  it('knows month lengths including leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2025, 12)).toBe(31);
  });
});
