import { describe, expect, it } from 'vitest';
import { seriesAt, spendingChartSpec } from './spending-chart';

const stacked = {
  months: ['2026-01', '2026-02'],
  series: [
    { key: 'NUTRITIE', label: 'Nutriție', values: [100, 20], total: 120 },
    { key: 'TRANSPORT', label: 'Transport', values: [50, 0], total: 50 },
  ],
};

describe('stacked spending chart', () => {
  it('draws the sums, the tallest first', () => {
    expect(spendingChartSpec(stacked, 'RON').data).toEqual([
      [0, 1],
      [150, 20],
      [100, 20],
    ]);
  });

  it('finds the category under a click', () => {
    expect(seriesAt(stacked, 0, 80)).toBe(0);
    expect(seriesAt(stacked, 0, 120)).toBe(1);
    expect(seriesAt(stacked, 0, 151)).toBeNull();
    expect(seriesAt(stacked, 1, 15)).toBe(0);
    expect(seriesAt(stacked, 1, 21)).toBeNull();
  });
});
