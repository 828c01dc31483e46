import type { Currency } from '@buget/shared-domain/constants';
import type { CashFlowRow } from '@buget/shared-domain/reports';
import type { ChartSpec } from '@buget/shared-ui/chart';
import { barScale, fromZeroScale, moneyAxis, monthsAxis } from '../card/axis';

/**
 * Per month a wide bar of the income and, inside it, a narrow bar of what went out — expenses
 * with the savings above them — and the net as a line: a narrow bar shorter than the wide one is
 * money left over.
 */
export function cashFlowChartSpec(rows: readonly CashFlowRow[], currency: Currency): ChartSpec {
  const months = rows.map((r) => r.month);
  return {
    height: 260,
    data: [rows.map((_, i) => i), rows.map((r) => r.income), rows.map((r) => r.expenses + r.savings), rows.map((r) => r.expenses), rows.map((r) => r.net)],
    options: ({ colors, bars }) => ({
      legend: { show: false },
      cursor: { show: false },
      scales: { x: barScale(rows.length), y: fromZeroScale },
      axes: [monthsAxis(colors, months), moneyAxis(colors, currency)],
      series: [
        {},
        { label: 'Venituri', stroke: colors.success, fill: `${colors.success}40`, width: 1, paths: bars({ size: [0.8, 72] }), points: { show: false } },
        { label: 'Economii', stroke: colors.primary, fill: colors.primary, width: 0, paths: bars({ size: [0.4, 32] }), points: { show: false } },
        { label: 'Cheltuieli', stroke: colors.danger, fill: colors.danger, width: 0, paths: bars({ size: [0.4, 32] }), points: { show: false } },
        { label: 'Net', stroke: colors.text, width: 2, points: { show: true, size: 6, fill: colors.surface } },
      ],
    }),
  };
}
