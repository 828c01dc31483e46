// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DATE_FORMAT_OPTIONS, type DateFormat } from '@buget/shared-domain/schemas';
import { useAppSettingsStore } from './app-settings-store';
import { formatDisplayDate } from './format-date';

/** Each supported dateFormat with what it writes; a format added to DATE_FORMAT_OPTIONS must be added here (the Record's type). */
const WRITTEN: Record<DateFormat, { '2025-01-05': string; '2024-12-31': string; '2024-02-29': string; '0050-03-07': string }> = {
  'DD/MM/YYYY': { '2025-01-05': '05/01/2025', '2024-12-31': '31/12/2024', '2024-02-29': '29/02/2024', '0050-03-07': '07/03/0050' },
  'MM/DD/YYYY': { '2025-01-05': '01/05/2025', '2024-12-31': '12/31/2024', '2024-02-29': '02/29/2024', '0050-03-07': '03/07/0050' },
  'YYYY-MM-DD': { '2025-01-05': '2025-01-05', '2024-12-31': '2024-12-31', '2024-02-29': '2024-02-29', '0050-03-07': '0050-03-07' },
};

describe('display date', () => {
  afterEach(() => useAppSettingsStore.setState((state) => ({ settings: { ...state.settings, dateFormat: 'DD/MM/YYYY' } })));

  it.each(DATE_FORMAT_OPTIONS)('writes days in %s, zero-padded, a leap day and a year before 1000 included', (dateFormat) => {
    for (const [iso, text] of Object.entries(WRITTEN[dateFormat])) expect(formatDisplayDate(iso, dateFormat)).toBe(text);
  });
  it('reads the setting when no format is given', () => {
    expect(formatDisplayDate('2025-01-05')).toBe('05/01/2025');
    useAppSettingsStore.setState((state) => ({ settings: { ...state.settings, dateFormat: 'MM/DD/YYYY' } }));
    expect(formatDisplayDate('2025-01-05')).toBe('01/05/2025');
  });
  it('returns an input that is not a day unchanged', () => {
    expect(formatDisplayDate('not a date')).toBe('not a date');
    expect(formatDisplayDate('2025-02-30', 'DD/MM/YYYY')).toBe('2025-02-30');
  });
});
