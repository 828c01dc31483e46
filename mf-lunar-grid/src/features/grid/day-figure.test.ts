import { describe, expect, it } from 'vitest';
import { dayFigure } from './day-figure';

describe('dayFigure', () => {
  it('writes an amount of up to four characters as everywhere else', () => {
    expect(dayFigure(298)).toBe('298');
    expect(dayFigure(-298)).toBe('-298');
    expect(dayFigure(0.3)).toBe('0,30');
    expect(dayFigure(0)).toBe('0');
  });
  it('rounds a longer one so a day column stays narrow: whole lei, thousands, millions', () => {
    expect(dayFigure(59.99)).toBe('60');
    expect(dayFigure(187.4)).toBe('187');
    expect(dayFigure(1154.5)).toBe('1,2k');
    expect(dayFigure(2300)).toBe('2,3k');
    expect(dayFigure(8450)).toBe('8,5k');
    expect(dayFigure(4000)).toBe('4k');
    expect(dayFigure(-5143)).toBe('-5,1k');
    expect(dayFigure(9960)).toBe('10k');
    expect(dayFigure(12_345)).toBe('12k');
    expect(dayFigure(999_499)).toBe('999k');
    expect(dayFigure(999_600)).toBe('1M');
    expect(dayFigure(1_234_567)).toBe('1,2M');
  });
  it('never takes more than five characters below ten million', () => {
    for (const v of [999.99, 1000, 9949, 9950, 99_999, 100_000, 999_999, 9_949_999]) {
      expect(dayFigure(-v).length).toBeLessThanOrEqual(5);
      expect(dayFigure(v).length).toBeLessThanOrEqual(4);
    }
  });
});
