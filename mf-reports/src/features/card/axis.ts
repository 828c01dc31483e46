import type { Currency } from '@buget/shared-domain/constants';
import { formatWholeMoney } from '@buget/shared-domain/rules';
import { shortMonthLabel, type MonthKey } from '@buget/shared-domain/reports';
import type { ChartColors, ChartOptions } from '@buget/shared-ui/chart';

type Axis = NonNullable<ChartOptions['axes']>[number];

/** An axis in the theme's colours. */
export const themedAxis = (colors: ChartColors): Axis => ({ stroke: colors.muted, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } });

/** The amounts axis: whole units of the default currency ('1.200 lei', '1.200 €'). */
export const moneyAxis = (colors: ChartColors, currency: Currency): Axis => ({ ...themedAxis(colors), size: 86, values: (_u, ticks) => ticks.map((t) => formatWholeMoney(t, currency)) });

/**
 * The months axis of bars at x = 0, 1, 2…: 'ian. 2026' at the first month and every January,
 * 'feb.' elsewhere; as many as fit (about 56 px each), the others left out.
 */
export const monthsAxis = (colors: ChartColors, months: readonly MonthKey[]): Axis => ({
  ...themedAxis(colors),
  splits: () => months.map((_, i) => i),
  values: (u) => {
    const every = Math.max(1, Math.ceil((months.length * 56) / Math.max(u.width - 100, 56)));
    return months.map((month, i) => {
      if (i % every !== 0) return '';
      const label = shortMonthLabel(month);
      return i === 0 || month.endsWith('-01') ? label : (label.split(' ')[0] ?? label);
    });
  },
});

/** The x scale of bars at 0, 1, 2…, half a step of room at both ends. */
export const barScale = (count: number) => ({ time: false, range: (): [number, number] => [-0.5, Math.max(count, 1) - 0.5] });

/** The amounts scale of bars: from zero (below it when a figure is negative), a little room above the tallest. */
export const fromZeroScale = { range: (_u: unknown, min: number, max: number): [number, number] => [Math.min(0, min * 1.08), max > 0 ? max * 1.08 : 1] };
