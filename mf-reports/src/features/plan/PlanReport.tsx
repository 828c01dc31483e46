import { Fragment, useMemo, type ReactNode } from 'react';
import { formatPercent, groupPlan, monthLabel, planSummary, rangeLabel, usePlanVsActual, type ReportScope } from '@buget/shared-domain/reports';
import { CURRENCY_WORDS } from '@buget/shared-domain/constants';
import { formatMoney, formatSignedMoney } from '@buget/shared-domain/rules';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { Chart } from '@buget/shared-ui/chart';
import { ReportCard } from '../card/ReportCard';
import { Legend } from '../card/Legend';
import { planChartSpec } from './plan-chart';

type PlanReportProps = { scope: ReportScope; emptyAction: ReactNode };

/** Plan vs. realizat: per category and month, planned against spent, the categories most often over plan first. */
export function PlanReport({ scope, emptyAction }: PlanReportProps) {
  const currency = useAppSettingsStore((state) => state.settings.defaultCurrency);
  const query = usePlanVsActual(scope);
  const groups = useMemo(() => groupPlan(query.data ?? []), [query.data]);
  const spec = useMemo(() => planChartSpec(groups, currency), [groups, currency]);
  const status = query.isPending ? 'pending' : query.isError ? 'error' : groups.length === 0 ? 'empty' : 'ready';
  return (
    <ReportCard
      title="Plan vs. realizat"
      status={status}
      error={query.error}
      onRetry={() => void query.refetch()}
      summary={planSummary(groups, scope.range, currency)}
      empty={{
        title: `Niciun plan în ${rangeLabel(scope.range)}`,
        description: 'Planifică-ți cheltuielile în Grid Lunar sau pe pagina zilei, apoi vezi aici cât din plan ai respectat.',
        action: emptyAction,
      }}
      chart={
        <>
          <Legend
            items={[
              { label: 'Planificat', tone: 'muted', shape: 'box' },
              { label: 'Realizat', tone: 'primary', shape: 'box' },
            ]}
          />
          <Chart spec={spec} testId="plan-chart" />
        </>
      }
      tableLabel="Planul și cheltuielile pe categorii și luni"
      table={
        <table className="rep-table" data-testid="plan-table">
          <caption className="bg-visually-hidden">Plan vs. realizat pe categorii și luni, în {CURRENCY_WORDS[currency]}</caption>
          <thead>
            <tr>
              <th scope="col">Categoria / luna</th>
              <th scope="col">Planificat</th>
              <th scope="col">Realizat</th>
              <th scope="col">Diferența</th>
              <th scope="col">Din plan</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <Fragment key={g.category}>
                <tr className="rep-table__group">
                  <th scope="rowgroup">
                    {g.label}
                    {g.monthsOver > 0 && <span className="rep-badge">{g.monthsOver === 1 ? 'peste plan 1 lună' : `peste plan ${g.monthsOver} luni`}</span>}
                  </th>
                  <td>{formatMoney(g.planned, currency)}</td>
                  <td>{formatMoney(g.actual, currency)}</td>
                  <td className={g.difference > 0 ? 'rep-negative' : undefined}>{formatSignedMoney(g.difference, currency)}</td>
                  <td>{formatPercent(g.planned > 0 ? g.actual / g.planned : null)}</td>
                </tr>
                {g.months.map((m) => (
                  <tr key={m.month} className="rep-table__detail">
                    <th scope="row">{monthLabel(m.month)}</th>
                    <td>{formatMoney(m.planned, currency)}</td>
                    <td>{formatMoney(m.actual, currency)}</td>
                    <td className={m.difference > 0 ? 'rep-negative' : undefined}>{formatSignedMoney(m.difference, currency)}</td>
                    <td>{formatPercent(m.used_share)}</td>
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      }
      csv={{
        file: `plan-vs-realizat-${scope.range.from}-${scope.range.to}.csv`,
        header: ['Categoria', 'Luna', 'Planificat', 'Realizat', 'Diferența', 'Din plan', 'Luni peste plan'],
        rows: groups.flatMap((g) => g.months.map((m) => [g.label, monthLabel(m.month), m.planned, m.actual, m.difference, m.used_share, g.monthsOver])),
      }}
    />
  );
}
