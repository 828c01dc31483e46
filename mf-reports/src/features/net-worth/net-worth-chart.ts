import type { Currency } from '@buget/shared-domain/constants';
import type { NetWorthRow } from '@buget/shared-domain/reports';
import type { ChartSpec } from '@buget/shared-ui/chart';
import { barScale, moneyAxis, monthsAxis } from '../card/axis';

/** Net worth at each month's end as a line over a light area, each month a point. */
export function netWorthChartSpec(rows: readonly NetWorthRow[], currency: Currency): ChartSpec {
  return {
    height: 260,
    data: [rows.map((_, i) => i), rows.map((r) => r.net_worth)],
    options: ({ colors }) => ({
      legend: { show: false },
      cursor: { show: false },
      scales: { x: barScale(rows.length) },
      axes: [monthsAxis(colors, rows.map((r) => r.month)), moneyAxis(colors, currency)],
      series: [{}, { label: 'Avere netă', stroke: colors.primary, width: 2, fill: `${colors.primary}22`, points: { show: true, size: 6, fill: colors.surface } }],
    }),
  };
}
