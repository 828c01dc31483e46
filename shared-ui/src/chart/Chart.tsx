import { lazy, Suspense, useEffect, useState } from 'react';
import { Spinner } from '@buget/shared-ui/components';
import type { ChartPick, ChartSpec } from './chart-types';
import './Chart.css';

// uPlot (≈ 22 KB gz) comes with the canvas's own chunk, after the page is drawn.
const UPlotCanvas = lazy(() => import('./UPlotCanvas'));

/** False until the frame after the first paint: the chart's chunk is asked for only then. */
function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame runs once that frame has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

type ChartProps = {
  spec: ChartSpec;
  testId?: string;
  /** A click on the plot (a drill-down); the same choice must also be offered outside the canvas. */
  onPick?: (pick: ChartPick) => void;
};

/**
 * The one chart of Buget: uPlot on a canvas, its chunk loaded after the page is painted (a spinner
 * holds its place), in the theme's colours. Pair it with a table of the same figures: the canvas
 * is hidden from screen readers.
 */
export function Chart({ spec, testId, onPick }: ChartProps) {
  const painted = useAfterPaint();
  const loading = (
    <div className="bg-chart__loading" style={{ height: spec.height }}>
      <Spinner label="Se încarcă graficul..." />
    </div>
  );
  if (!painted) return loading;
  return (
    <Suspense fallback={loading}>
      <UPlotCanvas spec={spec} testId={testId} onPick={onPick} />
    </Suspense>
  );
}
