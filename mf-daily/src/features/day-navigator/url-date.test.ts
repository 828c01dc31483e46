import { describe, expect, it } from 'vitest';
import { readUrlDate, withUrlDate } from './url-date';

describe('the day in the link', () => {
  it('reads a real day only', () => {
    expect(readUrlDate('?data=2026-02-28')).toBe('2026-02-28');
    expect(readUrlDate('?data=2026-02-30')).toBeNull();
    expect(readUrlDate('?data=azi')).toBeNull();
    expect(readUrlDate('')).toBeNull();
  });
  it('sets the day and keeps the rest', () => {
    expect(withUrlDate('?x=1', '2026-03-01')).toBe('?x=1&data=2026-03-01');
    expect(withUrlDate('?data=2026-01-01', '2026-03-01')).toBe('?data=2026-03-01');
  });
});
