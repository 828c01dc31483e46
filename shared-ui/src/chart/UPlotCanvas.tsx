import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { readChartColors } from './chart-colors';
import type { ChartKit, ChartPick, ChartSpec } from './chart-types';

const MIN_WIDTH = 200;

/**
 * Counts the theme changes of the page (data-theme on <html>), so the chart is drawn again in the
 * new colours. Drawn at once (flushSync, its effect included): the change to the light theme at
 * beforeprint must reach the canvas before the browser lays the page out for paper.
 */
function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => flushSync(() => setVersion((v) => v + 1)));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return version;
}

type UPlotCanvasProps = { spec: ChartSpec; testId?: string | undefined; onPick?: ((pick: ChartPick) => void) | undefined };

/**
 * uPlot on a canvas (this module and uPlot load in their own chunk): sized to its box and resized
 * with it, drawn again when the theme changes. The canvas is hidden from screen readers: the
 * chart's table says the same.
 */
export default function UPlotCanvas({ spec, testId, onPick }: UPlotCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  const theme = useThemeVersion();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const kit: ChartKit = { colors: readChartColors(), bars: (options) => uPlot.paths.bars?.(options) ?? (() => null) };
    const plot = new uPlot({ ...spec.options(kit), width: Math.max(element.clientWidth, MIN_WIDTH), height: spec.height }, spec.data, element);
    const click = () => {
      const index = plot.cursor.idx;
      const top = plot.cursor.top;
      if (index === null || index === undefined || top === undefined || top < 0) return;
      pick.current?.({ index, value: plot.posToVal(top, 'y') });
    };
    plot.over.addEventListener('click', click);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, MIN_WIDTH), height: spec.height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.over.removeEventListener('click', click);
      plot.destroy();
    };
  }, [spec, theme]);
  return <div ref={box} className="bg-chart__canvas" style={{ minHeight: spec.height }} aria-hidden="true" data-testid={testId} data-clickable={onPick ? '' : undefined} />;
}
