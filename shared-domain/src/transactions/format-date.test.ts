// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { formatDisplayDate } from './format-date';

describe('display date', () => {
  afterEach(() => useAppSettingsStore.setState((state) => ({ settings: { ...state.settings, dateFormat: 'DD/MM/YYYY' } })));

  it('writes a date in each format of the dateFormat setting', () => {
    expect(formatDisplayDate('2025-01-05', 'DD/MM/YYYY')).toBe('05/01/2025');
    expect(formatDisplayDate('2025-01-05', 'MM/DD/YYYY')).toBe('01/05/2025');
    expect(formatDisplayDate('2024-12-31', 'YYYY-MM-DD')).toBe('2024-12-31');
  });
  it('reads the setting when no format is given', () => {
    expect(formatDisplayDate('2025-01-05')).toBe('05/01/2025');
    useAppSettingsStore.setState((state) => ({ settings: { ...state.settings, dateFormat: 'MM/DD/YYYY' } }));
    expect(formatDisplayDate('2025-01-05')).toBe('01/05/2025');
  });
  it('returns an invalid input unchanged', () => {
    expect(formatDisplayDate('not a date')).toBe('not a date');
  });
});
