import type { SpendingPoint } from '@buget/shared-domain/planning';
import { formatMoney } from '@buget/shared-domain/rules';
import type { ChartPlugin, ChartSpec } from '@buget/shared-ui/chart';

const HEIGHT = 220;

/** Draws the selected day as a vertical line across the plot. */
const selectedDayLine = (day: number, colour: string): ChartPlugin => ({
  hooks: {
    draw: [
      (u) => {
        const x = Math.round(u.valToPos(day, 'x', true));
        const { top, height } = u.bbox;
        u.ctx.save();
        u.ctx.strokeStyle = colour;
        u.ctx.setLineDash([4, 4]);
        u.ctx.lineWidth = 1;
        u.ctx.beginPath();
        u.ctx.moveTo(x, top);
        u.ctx.lineTo(x, top + height);
        u.ctx.stroke();
        u.ctx.restore();
      },
    ],
  },
});

/** The month's planned against actual spending up to the selected day, cumulative, for the shared Chart. */
export function spendingChartSpec(points: readonly SpendingPoint[], selectedDay: number): ChartSpec {
  return {
    height: HEIGHT,
    data: [points.map((p) => p.day), points.map((p) => p.planned), points.map((p) => p.actual)],
    options: ({ colors }) => {
      const axis = { stroke: colors.muted, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } };
      return {
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false } },
        axes: [
          { ...axis, values: (_u, ticks) => ticks.map((t) => String(t)) },
          { ...axis, size: 84, values: (_u, ticks) => ticks.map((t) => formatMoney(t)) },
        ],
        series: [
          {},
          { label: 'Planificat', stroke: colors.muted, width: 2, dash: [6, 4] },
          { label: 'Realizat', stroke: colors.primary, width: 2, fill: `${colors.primary}22` },
        ],
        plugins: [selectedDayLine(selectedDay, colors.subtle)],
      };
    },
  };
}
