import { useId, type ReactNode } from 'react';
import { csvDocument } from '@buget/shared-domain/transactions';
import { reportErrorMessage } from '@buget/shared-domain/reports';
import { Alert, Button, EmptyState, Spinner } from '@buget/shared-ui/components';
import { downloadText } from './download';

export type ReportCsv = { file: string; header: string[]; rows: (string | number | null)[][] };

type ReportCardProps = {
  title: string;
  /** The figures in words: read first by a screen reader, useful to everyone. */
  summary: string;
  status: 'pending' | 'error' | 'empty' | 'ready';
  error?: unknown;
  onRetry?: () => void;
  empty: { title: string; description: string; action?: ReactNode };
  /** Controls above the figures (a drill-down's way back, a month's arrows). */
  toolbar?: ReactNode;
  chart?: ReactNode;
  /** The table of the same figures (the chart's accessible alternative). */
  table: ReactNode;
  tableLabel: string;
  csv: ReportCsv | null;
};

/**
 * One report: its title and actions (CSV, print), a summary in words, the chart and beside it the
 * table of the same figures, scrolling inside the card on a narrow screen; or what to do when the
 * period holds nothing, or the server's refusal in Romanian.
 */
export function ReportCard({ title, summary, status, error, onRetry, empty, toolbar, chart, table, tableLabel, csv }: ReportCardProps) {
  const summaryId = useId();
  const actions =
    status === 'ready' ? (
      <div className="rep-card__actions" data-print="hide">
        {csv && (
          <Button variant="secondary" size="sm" onClick={() => downloadText(csv.file, csvDocument(csv.header, csv.rows), 'text/csv;charset=utf-8')}>
            Descarcă CSV
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={() => window.print()}>
          Tipărește
        </Button>
      </div>
    ) : null;
  let body: ReactNode;
  if (status === 'pending') {
    body = (
      <div className="rep-card__state">
        <Spinner label="Se încarcă raportul..." />
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div className="rep-card__state rep-card__state--error">
        <Alert variant="error">{reportErrorMessage(error)}</Alert>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Încearcă din nou
          </Button>
        )}
      </div>
    );
  } else if (status === 'empty') {
    body = <EmptyState appearance="plain" headingLevel={3} title={empty.title} description={empty.description} action={empty.action} />;
  } else {
    body = (
      <>
        <p id={summaryId} className="rep-card__summary" data-testid="report-summary">
          {summary}
        </p>
        <div className="rep-card__body">
          {chart && <div className="rep-card__chart">{chart}</div>}
          <div className="rep-card__table" role="region" aria-label={tableLabel} aria-describedby={summaryId} tabIndex={0}>
            {table}
          </div>
        </div>
      </>
    );
  }
  return (
    <section className="rep-card" aria-labelledby={`${summaryId}-title`} aria-busy={status === 'pending'}>
      <header className="rep-card__header">
        <h2 id={`${summaryId}-title`} className="rep-card__title">
          {title}
        </h2>
        {actions}
      </header>
      {toolbar}
      {body}
    </section>
  );
}
