import { beforeEach, describe, expect, it } from 'vitest';
import { selectedMonthKey, useGlobalDateStore } from './global-date-store';

describe('useGlobalDateStore', () => {
  beforeEach(() => useGlobalDateStore.getState().setSelectedDate('2026-01-31'));

  it('moves by days across a month end', () => {
    useGlobalDateStore.getState().shiftDays(1);
    expect(useGlobalDateStore.getState().selectedDate).toBe('2026-02-01');
  });

  it('moves by months, clamping to the month end', () => {
    useGlobalDateStore.getState().shiftMonths(1);
    expect(useGlobalDateStore.getState().selectedDate).toBe('2026-02-28');
    expect(selectedMonthKey(useGlobalDateStore.getState())).toBe('2026-02');
  });
});
