import { useMemo, type ReactNode } from 'react';
import { cashFlowSummary, cashFlowTotals, formatPercent, isCashFlowEmpty, monthLabel, rangeLabel, useCashFlow, type ReportScope } from '@buget/shared-domain/reports';
import { CURRENCY_WORDS } from '@buget/shared-domain/constants';
import { formatMoney, formatSignedMoney } from '@buget/shared-domain/rules';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { Chart } from '@buget/shared-ui/chart';
import { ReportCard } from '../card/ReportCard';
import { Legend } from '../card/Legend';
import { cashFlowChartSpec } from './cash-flow-chart';

type CashFlowReportProps = { scope: ReportScope; emptyAction: ReactNode };

/** Flux de numerar: income, expenses, savings and net per month, with the savings rate. */
export function CashFlowReport({ scope, emptyAction }: CashFlowReportProps) {
  const currency = useAppSettingsStore((state) => state.settings.defaultCurrency);
  const query = useCashFlow(scope);
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const spec = useMemo(() => cashFlowChartSpec(rows, currency), [rows, currency]);
  const totals = cashFlowTotals(rows);
  const status = query.isPending ? 'pending' : query.isError ? 'error' : isCashFlowEmpty(rows) ? 'empty' : 'ready';
  return (
    <ReportCard
      title="Flux de numerar"
      status={status}
      error={query.error}
      onRetry={() => void query.refetch()}
      summary={cashFlowSummary(rows, scope.range, currency)}
      empty={{
        title: `Nicio mișcare în ${rangeLabel(scope.range)}`,
        description: 'Nu ai venituri, cheltuieli sau economii în perioada aleasă. Adaugă tranzacții sau alege o perioadă mai lungă.',
        action: emptyAction,
      }}
      chart={
        <>
          <Legend
            items={[
              { label: 'Venituri', tone: 'success', shape: 'box' },
              { label: 'Cheltuieli', tone: 'danger', shape: 'box' },
              { label: 'Economii', tone: 'primary', shape: 'box' },
              { label: 'Net', tone: 'text', shape: 'line' },
            ]}
          />
          <Chart spec={spec} testId="cash-flow-chart" />
        </>
      }
      tableLabel="Fluxul de numerar pe luni"
      table={
        <table className="rep-table" data-testid="cash-flow-table">
          <caption className="bg-visually-hidden">Flux de numerar pe luni, în {CURRENCY_WORDS[currency]}</caption>
          <thead>
            <tr>
              <th scope="col">Luna</th>
              <th scope="col">Venituri</th>
              <th scope="col">Cheltuieli</th>
              <th scope="col">Economii</th>
              <th scope="col">Net</th>
              <th scope="col">Rata de economisire</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.month}>
                <th scope="row">{monthLabel(r.month)}</th>
                <td>{formatMoney(r.income, currency)}</td>
                <td>{formatMoney(r.expenses, currency)}</td>
                <td>{formatMoney(r.savings, currency)}</td>
                <td className={r.net < 0 ? 'rep-negative' : undefined}>{formatSignedMoney(r.net, currency)}</td>
                <td>{formatPercent(r.savings_rate)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{formatMoney(totals.income, currency)}</td>
              <td>{formatMoney(totals.expenses, currency)}</td>
              <td>{formatMoney(totals.savings, currency)}</td>
              <td className={totals.net < 0 ? 'rep-negative' : undefined}>{formatSignedMoney(totals.net, currency)}</td>
              <td>{formatPercent(totals.savingsRate)}</td>
            </tr>
          </tfoot>
        </table>
      }
      csv={{
        file: `flux-de-numerar-${scope.range.from}-${scope.range.to}.csv`,
        header: ['Luna', 'Venituri', 'Cheltuieli', 'Economii', 'Net', 'Rata de economisire'],
        rows: rows.map((r) => [monthLabel(r.month), r.income, r.expenses, r.savings, r.net, r.savings_rate]),
      }}
    />
  );
}
