import { useMemo, type ReactNode } from 'react';
import { monthLabel, netWorthSummary, useNetWorth, type ReportScope } from '@buget/shared-domain/reports';
import { CURRENCY_WORDS } from '@buget/shared-domain/constants';
import { formatMoney, formatSignedMoney } from '@buget/shared-domain/rules';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { Chart } from '@buget/shared-ui/chart';
import { ReportCard } from '../card/ReportCard';
import { netWorthChartSpec } from './net-worth-chart';

type NetWorthReportProps = { scope: ReportScope; emptyAction: ReactNode };

/** Avere netă: the sum of the accounts (all, or those chosen) at each month's end, and how much each month moved it. */
export function NetWorthReport({ scope, emptyAction }: NetWorthReportProps) {
  const currency = useAppSettingsStore((state) => state.settings.defaultCurrency);
  const query = useNetWorth(scope);
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const spec = useMemo(() => netWorthChartSpec(rows, currency), [rows, currency]);
  const empty = rows.every((r) => r.net_worth === 0 && r.change === 0);
  const status = query.isPending ? 'pending' : query.isError ? 'error' : empty ? 'empty' : 'ready';
  return (
    <ReportCard
      title="Avere netă"
      status={status}
      error={query.error}
      onRetry={() => void query.refetch()}
      summary={netWorthSummary(rows, currency)}
      empty={{
        title: 'Nimic de adunat încă',
        description: 'Conturile tale nu au sold în perioada aleasă. Adaugă-ți conturile și soldul lor inițial în Opțiuni › Conturi.',
        action: emptyAction,
      }}
      chart={<Chart spec={spec} testId="net-worth-chart" />}
      tableLabel="Averea netă la sfârșitul fiecărei luni"
      table={
        <table className="rep-table" data-testid="net-worth-table">
          <caption className="bg-visually-hidden">Averea netă la sfârșitul fiecărei luni, în {CURRENCY_WORDS[currency]}</caption>
          <thead>
            <tr>
              <th scope="col">Luna</th>
              <th scope="col">Avere netă</th>
              <th scope="col">Schimbare</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.month}>
                <th scope="row">{monthLabel(r.month)}</th>
                <td className={r.net_worth < 0 ? 'rep-negative' : undefined}>{formatMoney(r.net_worth, currency)}</td>
                <td className={r.change < 0 ? 'rep-negative' : undefined}>{formatSignedMoney(r.change, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      csv={{
        file: `avere-neta-${scope.range.from}-${scope.range.to}.csv`,
        header: ['Luna', 'Avere netă', 'Schimbare'],
        rows: rows.map((r) => [monthLabel(r.month), r.net_worth, r.change]),
      }}
    />
  );
}
