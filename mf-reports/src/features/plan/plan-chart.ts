import type { Currency } from '@buget/shared-domain/constants';
import type { PlanCategory } from '@buget/shared-domain/reports';
import type { ChartSpec } from '@buget/shared-ui/chart';
import { barScale, fromZeroScale, moneyAxis, themedAxis } from '../card/axis';

/** The most categories the chart shows (the table lists them all). */
export const PLAN_CHART_CATEGORIES = 8;

const shortLabel = (label: string): string => (label.length > 11 ? `${label.slice(0, 10)}…` : label);

/** Per category, the period's plan as a wide light bar and what was spent as a narrow bar inside it. */
export function planChartSpec(groups: readonly PlanCategory[], currency: Currency): ChartSpec {
  const shown = groups.slice(0, PLAN_CHART_CATEGORIES);
  return {
    height: 260,
    data: [shown.map((_, i) => i), shown.map((g) => g.planned), shown.map((g) => g.actual)],
    options: ({ colors, bars }) => ({
      legend: { show: false },
      cursor: { show: false },
      scales: { x: barScale(shown.length), y: fromZeroScale },
      axes: [{ ...themedAxis(colors), splits: () => shown.map((_, i) => i), values: () => shown.map((g) => shortLabel(g.label)) }, moneyAxis(colors, currency)],
      series: [
        {},
        { label: 'Planificat', stroke: colors.muted, fill: `${colors.muted}33`, width: 1, paths: bars({ size: [0.8, 72] }), points: { show: false } },
        { label: 'Realizat', stroke: colors.primary, fill: colors.primary, width: 0, paths: bars({ size: [0.4, 32] }), points: { show: false } },
      ],
    }),
  };
}
