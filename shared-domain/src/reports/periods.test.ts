import { describe, expect, it } from 'vitest';
import { addMonths, isMonthKey, isReportPeriodId, monthLabel, monthsOf, periodRange, rangeDays, rangeLabel, shortMonthLabel } from './periods';

describe('report periods', () => {
  it('each preset covers its whole months on the day given', () => {
    const today = '2026-03-18';
    expect(periodRange('luna', today)).toEqual({ from: '2026-03', to: '2026-03' });
    expect(periodRange('3l', today)).toEqual({ from: '2026-01', to: '2026-03' });
    expect(periodRange('6l', today)).toEqual({ from: '2025-10', to: '2026-03' });
    expect(periodRange('12l', today)).toEqual({ from: '2025-04', to: '2026-03' });
    expect(periodRange('an', today)).toEqual({ from: '2026-01', to: '2026-12' });
    expect(periodRange('anul-trecut', today)).toEqual({ from: '2025-01', to: '2025-12' });
    expect(periodRange('interval', today, { from: '2024-02', to: '2024-05' })).toEqual({ from: '2024-02', to: '2024-05' });
    expect(periodRange('interval', today)).toEqual({ from: '2026-01', to: '2026-03' });
  });

  it('counts months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-11', 14)).toBe('2027-01');
    expect(monthsOf({ from: '2025-11', to: '2026-02' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf({ from: '2026-03', to: '2026-01' })).toEqual([]);
    expect(() => addMonths('2026-13', 1)).toThrow(RangeError);
  });

  it('names months and periods in Romanian', () => {
    expect(monthLabel('2026-01')).toBe('ianuarie 2026');
    expect(shortMonthLabel('2026-09')).toBe('sept. 2026');
    expect(rangeLabel({ from: '2026-03', to: '2026-03' })).toBe('martie 2026');
    expect(rangeLabel({ from: '2026-01', to: '2026-03' })).toBe('ianuarie – martie 2026');
    expect(rangeLabel({ from: '2025-11', to: '2026-01' })).toBe('noiembrie 2025 – ianuarie 2026');
  });

  it('gives the first and last day of a range (February of a leap year too)', () => {
    expect(rangeDays({ from: '2024-01', to: '2024-02' })).toEqual({ from: '2024-01-01', to: '2024-02-29' });
    expect(rangeDays({ from: '2026-12', to: '2026-12' })).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('knows its ids and month keys', () => {
    expect(isReportPeriodId('6l')).toBe(true);
    expect(isReportPeriodId('7l')).toBe(false);
    expect(isMonthKey('2026-02')).toBe(true);
    expect(isMonthKey('2026-2')).toBe(false);
  });
});
