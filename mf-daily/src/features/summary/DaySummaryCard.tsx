import { negativeBalanceWarning } from '@buget/shared-domain/balance';
import { PLAN_COMPARISON_LABELS, type DailySituation, type DaySummary } from '@buget/shared-domain/planning';
import { formatMoney } from '@buget/shared-domain/rules';
import { Alert } from '@buget/shared-ui/components';
import './DaySummaryCard.css';

const KIND_TEXT = { over_budget: PLAN_COMPARISON_LABELS.overBudget, saved: PLAN_COMPARISON_LABELS.saved, exact: '' } as const;

type DaySummaryCardProps = {
  summary: DaySummary;
  situation: DailySituation;
  /** The balances are the server's: while a write is on its way they are about to change. */
  balancesPending: boolean;
};

/** Planned and actual spending, the difference said the spec's way, completion, the day's balances. */
export function DaySummaryCard({ summary, situation, balancesPending }: DaySummaryCardProps) {
  const warning = negativeBalanceWarning(situation.closing_balance);
  const { comparison } = summary;
  return (
    <section className="day-summary" aria-labelledby="day-summary-title" data-testid="day-summary">
      <h2 id="day-summary-title" className="bg-visually-hidden">Rezumatul zilei</h2>
      <dl className="day-summary__figures">
        <div>
          <dt>Cheltuieli planificate</dt>
          <dd data-testid="summary-planned">{formatMoney(summary.planned)}</dd>
        </div>
        <div>
          <dt>Cheltuieli realizate</dt>
          <dd data-testid="summary-actual">{formatMoney(summary.actual)}</dd>
        </div>
        <div>
          <dt>Față de plan</dt>
          <dd data-testid="summary-difference" className={`day-summary__diff day-summary__diff--${comparison.kind}`}>
            {comparison.label}
            {KIND_TEXT[comparison.kind] ? <span className="day-summary__note">{KIND_TEXT[comparison.kind]}</span> : null}
          </dd>
        </div>
        <div>
          <dt>Rata de realizare</dt>
          <dd data-testid="summary-rate">
            {summary.completionRate}%
            <span className="day-summary__bar" aria-hidden="true">
              <span style={{ width: `${summary.completionRate}%` }} />
            </span>
          </dd>
        </div>
        <div>
          <dt>Sold la începutul zilei</dt>
          <dd data-testid="summary-opening" aria-busy={balancesPending}>{formatMoney(situation.opening_balance)}</dd>
        </div>
        <div>
          <dt>Sold la sfârșitul zilei</dt>
          <dd data-testid="summary-closing" aria-busy={balancesPending} className={situation.closing_balance < 0 ? 'day-summary__negative' : undefined}>
            {formatMoney(situation.closing_balance)}
          </dd>
        </div>
      </dl>
      {warning ? <Alert variant="warning">{warning}</Alert> : null}
    </section>
  );
}
