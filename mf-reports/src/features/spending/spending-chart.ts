import type { Currency } from '@buget/shared-domain/constants';
import type { StackedSpending } from '@buget/shared-domain/reports';
import type { ChartSpec } from '@buget/shared-ui/chart';
import { barScale, fromZeroScale, moneyAxis, monthsAxis } from '../card/axis';

/**
 * Stacked bars: each series is drawn from zero to the sum of itself and the series before it,
 * the tallest first, so each shows as its own band (uPlot has no stacking of its own).
 */
export function spendingChartSpec(stacked: StackedSpending, currency: Currency): ChartSpec {
  const cumulative: number[][] = [];
  for (const [i, series] of stacked.series.entries()) cumulative.push(series.values.map((v, m) => v + (cumulative[i - 1]?.[m] ?? 0)));
  const drawn = [...cumulative.entries()].reverse();
  return {
    height: 280,
    data: [stacked.months.map((_, i) => i), ...drawn.map(([, values]) => values)],
    options: ({ colors, bars }) => ({
      legend: { show: false },
      cursor: { show: true, x: false, y: false, points: { show: false } },
      scales: { x: barScale(stacked.months.length), y: fromZeroScale },
      axes: [monthsAxis(colors, stacked.months), moneyAxis(colors, currency)],
      series: [
        {},
        ...drawn.map(([i]) => {
          const colour = colors.series[i % colors.series.length] ?? colors.primary;
          return { label: stacked.series[i]?.label ?? '', stroke: colors.surface, fill: colour, width: 1, paths: bars({ size: [0.7, 56] }), points: { show: false } };
        }),
      ],
    }),
  };
}

/** The series under a click: the band of month `index` that holds `value`, or null above them all. */
export function seriesAt(stacked: StackedSpending, index: number, value: number): number | null {
  let top = 0;
  for (const [i, series] of stacked.series.entries()) {
    top += series.values[index] ?? 0;
    if (value <= top && (series.values[index] ?? 0) > 0) return i;
  }
  return null;
}
