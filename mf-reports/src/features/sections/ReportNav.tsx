import type { MouseEvent } from 'react';
import { REPORTS, reportPath, type ReportId } from './reports';

type ReportNavProps = { basePath: string; current: ReportId; onOpen: (id: ReportId) => void };

/** The five reports as links (a new tab opens one by itself); a plain click stays in the page. */
export function ReportNav({ basePath, current, onOpen }: ReportNavProps) {
  const follow = (id: ReportId) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(id);
  };
  return (
    <nav className="rep-nav" aria-label="Rapoarte">
      <ul className="rep-nav__list">
        {REPORTS.map((report) => (
          <li key={report.id}>
            <a
              className="rep-nav__link"
              href={`${reportPath(basePath, report.id)}${window.location.search}`}
              aria-current={report.id === current ? 'page' : undefined}
              onClick={follow(report.id)}
            >
              {report.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
