import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { SpendingPoint } from '@buget/shared-domain/planning';
import { formatMoney } from '@buget/shared-domain/rules';

const HEIGHT = 220;

const cssColor = (name: string, fallback: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** Draws the selected day as a vertical line across the plot. */
const selectedDayLine = (day: number): uPlot.Plugin => ({
  hooks: {
    draw: (u) => {
      const x = Math.round(u.valToPos(day, 'x', true));
      const { top, height } = u.bbox;
      u.ctx.save();
      u.ctx.strokeStyle = cssColor('--color-text-subtle', '#6b7280');
      u.ctx.setLineDash([4, 4]);
      u.ctx.lineWidth = 1;
      u.ctx.beginPath();
      u.ctx.moveTo(x, top);
      u.ctx.lineTo(x, top + height);
      u.ctx.stroke();
      u.ctx.restore();
    },
  },
});

/**
 * The month's planned against actual spending up to the selected day, cumulative (uPlot on a
 * canvas, loaded with this chunk only). The canvas is hidden from screen readers: the table
 * beside it says the same.
 */
export default function SpendingChart({ points, selectedDay }: { points: readonly SpendingPoint[]; selectedDay: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || points.length === 0) return;
    const primary = cssColor('--color-primary', '#0d9488');
    const muted = cssColor('--color-text-muted', '#4b5563');
    const grid = cssColor('--color-border', '#e5e7eb');
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false } },
        axes: [
          { ...axis, values: (_u, ticks) => ticks.map((t) => String(t)) },
          { ...axis, size: 84, values: (_u, ticks) => ticks.map((t) => formatMoney(t)) },
        ],
        series: [
          {},
          { label: 'Planificat', stroke: muted, width: 2, dash: [6, 4] },
          { label: 'Realizat', stroke: primary, width: 2, fill: `${primary}22` },
        ],
        plugins: [selectedDayLine(selectedDay)],
      },
      [points.map((p) => p.day), points.map((p) => p.planned), points.map((p) => p.actual)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, selectedDay]);
  return <div ref={box} className="spending-chart__canvas" aria-hidden="true" data-testid="spending-chart" />;
}
