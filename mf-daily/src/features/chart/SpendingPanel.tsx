import { useMemo } from 'react';
import type { SpendingPoint } from '@buget/shared-domain/planning';
import { formatMoney } from '@buget/shared-domain/rules';
import { Chart } from '@buget/shared-ui/chart';
import { spendingChartSpec } from './spending-chart';
import './SpendingPanel.css';

type SpendingPanelProps = { points: readonly SpendingPoint[]; selectedDay: number; monthLabel: string };

/**
 * The chart of the month up to the selected day (the shared Chart: its chunk loaded after the page is painted), and
 * the same figures at once as a table for screen readers.
 */
export function SpendingPanel({ points, selectedDay, monthLabel }: SpendingPanelProps) {
  const last = points.at(-1);
  const spec = useMemo(() => spendingChartSpec(points, selectedDay), [points, selectedDay]);
  return (
    <figure className="spending-panel" aria-labelledby="spending-title">
      <figcaption id="spending-title" className="spending-panel__title">
        Cheltuieli cumulate în {monthLabel}, până în ziua {selectedDay}
      </figcaption>
      <ul className="spending-panel__legend" aria-hidden="true">
        <li><span className="spending-panel__swatch spending-panel__swatch--planned" />Planificat {last ? formatMoney(last.planned) : ''}</li>
        <li><span className="spending-panel__swatch spending-panel__swatch--actual" />Realizat {last ? formatMoney(last.actual) : ''}</li>
      </ul>
      {points.length > 0 && <Chart spec={spec} testId="spending-chart" />}
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
