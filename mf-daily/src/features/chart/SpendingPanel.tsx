import { lazy, Suspense, useEffect, useState } from 'react';
import type { SpendingPoint } from '@buget/shared-domain/planning';
import { formatMoney } from '@buget/shared-domain/rules';
import { Spinner } from '@buget/shared-ui/components';
import './SpendingPanel.css';

// uPlot (≈ 22 KB gz) comes with the chart's own chunk, after the page is drawn.
const SpendingChart = lazy(() => import('./SpendingChart'));

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

type SpendingPanelProps = { points: readonly SpendingPoint[]; selectedDay: number; monthLabel: string };

/**
 * The chart of the month up to the selected day (its chunk loaded after the page is painted), and
 * the same figures at once as a table for screen readers.
 */
export function SpendingPanel({ points, selectedDay, monthLabel }: SpendingPanelProps) {
  const last = points.at(-1);
  const painted = useAfterPaint();
  const loading = (
    <div className="spending-panel__loading">
      <Spinner label="Se încarcă graficul..." />
    </div>
  );
  return (
    <figure className="spending-panel" aria-labelledby="spending-title">
      <figcaption id="spending-title" className="spending-panel__title">
        Cheltuieli cumulate în {monthLabel}, până în ziua {selectedDay}
      </figcaption>
      <ul className="spending-panel__legend" aria-hidden="true">
        <li><span className="spending-panel__swatch spending-panel__swatch--planned" />Planificat {last ? formatMoney(last.planned) : ''}</li>
        <li><span className="spending-panel__swatch spending-panel__swatch--actual" />Realizat {last ? formatMoney(last.actual) : ''}</li>
      </ul>
      {painted ? (
        <Suspense fallback={loading}>
          <SpendingChart points={points} selectedDay={selectedDay} />
        </Suspense>
      ) : (
        loading
      )}
      {/* Hidden by a box around it: a table is never narrower than its content, so the class on
          the table itself left it 379 px wide, running 29 px past a 390 px screen. */}
      <div className="bg-visually-hidden">
        <table data-testid="spending-table">
          <caption>Cheltuieli cumulate pe zile: planificat și realizat</caption>
          <thead>
            <tr>
              <th scope="col">Ziua</th>
              <th scope="col">Planificat</th>
              <th scope="col">Realizat</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day}>
                <th scope="row">{p.day}</th>
                <td>{formatMoney(p.planned)}</td>
                <td>{formatMoney(p.actual)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
