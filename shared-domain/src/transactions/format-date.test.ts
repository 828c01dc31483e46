import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './format-date';

describe('display date', () => {
  it('formats dd LLLL yyyy in Romanian', () => {
    expect(formatDisplayDate('2025-01-05')).toBe('05 ianuarie 2025');
    expect(formatDisplayDate('2024-12-31')).toBe('31 decembrie 2024');
  });
  it('returns an invalid input unchanged', () => {
    expect(formatDisplayDate('not a date')).toBe('not a date');
  });
});
