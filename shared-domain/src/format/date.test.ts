import { describe, expect, it } from 'vitest';
import { formatDateBySetting, formatDisplayDate } from './date';

describe('display date', () => {
  it('formats dd LLLL yyyy in Romanian', () => {
    expect(formatDisplayDate('2025-01-05')).toBe('05 ianuarie 2025');
    expect(formatDisplayDate('2024-12-31')).toBe('31 decembrie 2024');
  });
  it('returns an invalid input unchanged', () => {
    expect(formatDisplayDate('not a date')).toBe('not a date');
  });
});

describe('date by setting', () => {
  it('follows the chosen format', () => {
    expect(formatDateBySetting('2025-01-05', 'DD/MM/YYYY')).toBe('05/01/2025');
    expect(formatDateBySetting('2025-01-05', 'MM/DD/YYYY')).toBe('01/05/2025');
    expect(formatDateBySetting('2025-01-05', 'YYYY-MM-DD')).toBe('2025-01-05');
    expect(formatDateBySetting('x', 'DD/MM/YYYY')).toBe('x');
  });
});
