import { describe, expect, it } from 'vitest';
import { parseDateText } from './date-text';

describe('date text in the dateFormat setting', () => {
  it('reads a typed day in each format back to YYYY-MM-DD', () => {
    expect(parseDateText('05/11/2026', 'DD/MM/YYYY')).toBe('2026-11-05');
    expect(parseDateText('11/05/2026', 'MM/DD/YYYY')).toBe('2026-11-05');
    expect(parseDateText('2026-11-05', 'YYYY-MM-DD')).toBe('2026-11-05');
  });

  it('takes other separators, spaces and missing zeros', () => {
    expect(parseDateText('5.11.2026', 'DD/MM/YYYY')).toBe('2026-11-05');
    expect(parseDateText(' 5 - 1 - 2026 ', 'DD/MM/YYYY')).toBe('2026-01-05');
    expect(parseDateText('2026/1/5', 'YYYY-MM-DD')).toBe('2026-01-05');
    expect(parseDateText('1/5/2026', 'MM/DD/YYYY')).toBe('2026-01-05');
  });

  it('refuses a day that does not exist, parts out of order and short years', () => {
    expect(parseDateText('31/02/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateText('29/02/2025', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateText('29/02/2024', 'DD/MM/YYYY')).toBe('2024-02-29');
    expect(parseDateText('23/11/2026', 'MM/DD/YYYY')).toBeNull();
    expect(parseDateText('2026-11-23', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateText('23/11/26', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateText('00/11/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateText('azi', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateText('', 'DD/MM/YYYY')).toBeNull();
  });
});
